/**
 * iCalendar (RFC 5545) for "add to calendar": CRLF line ends, content lines folded at 75 octets (UTF-8, never
 * inside a character), TEXT values escaped, times in UTC. One VEVENT per occurrence, each with its own UID.
 */
export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date | null;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  cancelled?: boolean;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 §3.3.5 UTC form: 20260314T190000Z. */
export const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF + one space. */
export const foldLine = (line: string): string => {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

const property = (name: string, value: string): string => foldLine(`${name}:${value}`);

/** A complete VCALENDAR document for one event and its occurrences. */
export const buildIcs = (items: readonly IcsEvent[], now = new Date()): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kring//Evenementen//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      property('UID', item.uid),
      property('DTSTAMP', utcStamp(now)),
      property('DTSTART', utcStamp(item.start)),
    );
    if (item.end && item.end > item.start) lines.push(property('DTEND', utcStamp(item.end)));
    lines.push(property('SUMMARY', escapeText(item.summary)));
    if (item.description) lines.push(property('DESCRIPTION', escapeText(item.description)));
    if (item.location) lines.push(property('LOCATION', escapeText(item.location)));
    lines.push(
      property('URL', item.url),
      `STATUS:${item.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
};

/** A file name for the download: the slug, safe for Content-Disposition. */
export const icsFileName = (slug: string): string => `${slug.replace(/[^a-z0-9-]/gi, '') || 'evenement'}.ics`;
