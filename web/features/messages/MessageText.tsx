import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence, not the link ('zie https://kring.nl.' links https://kring.nl). */
const TRAILING = /[.,;:!?)\]}]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Split plain text into text and http(s) links; any other scheme stays text. */
export const linkify = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const href = raw.slice(0, raw.length - trailing.length);
    const url = URL.canParse(href) ? new URL(href) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: href, href: url.href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
};

/** A message as plain text with safe, clickable http(s) links (never HTML). */
export const MessageText = ({ text }: { text: string }) => (
  <>
    {linkify(text).map((part, i) =>
      part.kind === 'link' ? (
        <a
          key={i}
          href={part.href}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="break-all underline underline-offset-2"
        >
          {part.text}
        </a>
      ) : (
        <Fragment key={i}>{part.text}</Fragment>
      ),
    )}
  </>
);
