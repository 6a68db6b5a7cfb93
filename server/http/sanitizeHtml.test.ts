import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeEventHtml, withHttpsIfSchemeless } from './sanitizeHtml';

describe('content sanitiser (spec §5)', () => {
  it('keeps the limited formatting tags', () => {
    const html = '<h2>Kop</h2><p>Een <strong>vet</strong> en <em>schuin</em> woord.</p><ul><li>een</li></ul>';
    expect(sanitizeEventHtml(html)).toBe(html);
  });

  it('drops script, style, svg, form elements and their payloads', () => {
    const out = sanitizeEventHtml(
      '<p>ok</p><script>alert(1)</script><svg><script>x()</script></svg><form action="/x"><input name="a"><button>Stuur</button></form><style>p{}</style>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes inline styles and event handlers', () => {
    expect(sanitizeEventHtml('<p style="color:red" onclick="x()">tekst</p>')).toBe('<p>tekst</p>');
  });

  it('strips javascript: and data: links and sources', () => {
    expect(sanitizeEventHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeEventHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    // An image without a usable source is dropped entirely.
    expect(sanitizeEventHtml('<p>a</p><img src="data:image/png;base64,AAAA" alt="a">')).toBe('<p>a</p>');
    expect(sanitizeEventHtml('<a href="data:text/html,<b>x</b>">x</a>')).toBe('<a>x</a>');
  });

  it('gives an image without a description an empty alt, keeps a given one', () => {
    expect(sanitizeEventHtml('<img src="https://voorbeeld.nl/a.jpg">')).toBe(
      '<img src="https://voorbeeld.nl/a.jpg" alt="" />',
    );
    expect(sanitizeEventHtml('<img src=x onerror="alert(1)">')).toBe('<img src="x" alt="" />');
    expect(sanitizeEventHtml('<img src="/a.jpg" alt="Zaal">')).toBe('<img src="/a.jpg" alt="Zaal" />');
  });

  it('opens outbound links safely in a new tab, keeps internal links in place', () => {
    expect(sanitizeEventHtml('<a href="https://voorbeeld.nl" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://voorbeeld.nl" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeEventHtml('<a href="/events">x</a>')).toBe('<a href="/events">x</a>');
  });

  it('prefixes https:// to a scheme-less link with a dot', () => {
    expect(sanitizeEventHtml('<a href="www.voorbeeld.nl/info">x</a>')).toBe(
      '<a href="https://www.voorbeeld.nl/info" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(withHttpsIfSchemeless('voorbeeld.nl')).toBe('https://voorbeeld.nl');
    expect(withHttpsIfSchemeless('contact')).toBe('contact');
    expect(withHttpsIfSchemeless('mailto:a@b.nl')).toBe('mailto:a@b.nl');
  });

  it('turns HTML into plain text with decoded entities', () => {
    expect(htmlToText('<p>Eén &amp; twee</p><p>drie&nbsp;&#233;</p><script>x</script>')).toBe(
      'Eén & twee\ndrie é',
    );
  });
});
