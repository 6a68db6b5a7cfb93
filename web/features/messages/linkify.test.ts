import { describe, expect, it } from 'vitest';
import { linkify } from './MessageText';

describe('linkify (messages are plain text; only http(s) links become links)', () => {
  it('links http and https URLs and leaves sentence punctuation outside', () => {
    expect(linkify('Zie https://kring.nl/events. En http://a.b/c?d=1, toch?')).toEqual([
      { kind: 'text', text: 'Zie ' },
      { kind: 'link', text: 'https://kring.nl/events', href: 'https://kring.nl/events' },
      { kind: 'text', text: '. En ' },
      { kind: 'link', text: 'http://a.b/c?d=1', href: 'http://a.b/c?d=1' },
      { kind: 'text', text: ', toch?' },
    ]);
  });

  it('never links other schemes and keeps HTML as text', () => {
    const text = 'javascript:alert(1) <a href="https://x.y">x</a> data:text/html,hoi';
    const parts = linkify(text);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://x.y']);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
});
