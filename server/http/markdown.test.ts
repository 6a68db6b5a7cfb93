import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown to the sanitiser’s tags', () => {
    const html = renderMarkdown('## Kop\n\nEen **vet** woord en een [link](https://example.nl).\n\n> citaat');
    expect(html).toContain('<h2>Kop</h2>');
    expect(html).toContain('<strong>vet</strong>');
    expect(html).toContain('<a href="https://example.nl" target="_blank" rel="noopener noreferrer">link</a>');
    expect(html).toContain('<blockquote>');
  });

  it('drops scripts, event handlers, forms and javascript: links written as HTML or Markdown', () => {
    const html = renderMarkdown(
      'Hoi <img src=x onerror="alert(1)"> <script>alert(2)</script> <form><input></form> [x](javascript:alert(3)) <svg onload=alert(4)></svg> <p style="color:red">rood</p>',
    );
    expect(html).not.toMatch(/onerror|<script|alert\(2\)|<form|<input|javascript:|<svg|style=/i);
    expect(html).toContain('rood');
  });

  it('gives a bare domain link https and keeps line breaks', () => {
    expect(renderMarkdown('[site](www.kring.nl)')).toContain('href="https://www.kring.nl"');
    expect(renderMarkdown('regel een\nregel twee')).toContain('<br />');
  });
});
