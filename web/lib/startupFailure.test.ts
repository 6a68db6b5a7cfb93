import { describe, expect, it } from 'vitest';
import { startupErrorText, startupFailureMarkup } from './startupFailure';

describe("'Application failed to start' (spec §4)", () => {
  it('shows the title and the error text, as plain HTML', () => {
    const html = startupFailureMarkup(new Error('Translations could not be loaded'));
    expect(html).toContain('<h1>Application failed to start</h1>');
    expect(html).toContain('Translations could not be loaded');
    expect(html).toContain('role="alert"');
  });

  it('escapes the error text, so a message can never inject markup', () => {
    const html = startupFailureMarkup(new Error('<img src=x onerror=alert(1)> & "quotes"'));
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
  });

  it('names what was thrown when it is not an Error', () => {
    expect(startupErrorText('boom')).toBe('boom');
    expect(startupErrorText(new TypeError(''))).toBe('TypeError');
  });
});
