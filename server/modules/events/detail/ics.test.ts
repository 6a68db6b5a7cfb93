import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, utcStamp } from './ics';
import { parseIcs } from '../../../test/events';

describe('iCalendar (RFC 5545)', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('formats UTC date-times', () => {
    expect(utcStamp(new Date('2026-03-14T18:05:09.123Z'))).toBe('20260314T180509Z');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const line = `DESCRIPTION:${'één ✓ '.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('builds a calendar with the required properties per occurrence', () => {
    const text = buildIcs(
      [
        {
          uid: 'abc@kring',
          start: new Date('2026-05-01T17:00:00Z'),
          end: new Date('2026-05-01T19:30:00Z'),
          summary: 'Ademwerk; adem, rust',
          description: `Regel één\nRegel twee ${'lang '.repeat(30)}`,
          location: 'De Zaal, Utrecht',
          url: 'https://kring.test/evenement/ademwerk',
        },
        {
          uid: 'abc-1@kring',
          start: new Date('2026-05-08T17:00:00Z'),
          end: null,
          summary: 'Ademwerk',
          description: '',
          location: null,
          url: 'https://kring.test/evenement/ademwerk',
        },
      ],
      new Date('2026-04-01T10:00:00Z'),
    );
    const { lines, events } = parseIcs(text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Kring//Evenementen//NL');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      UID: 'abc@kring',
      DTSTAMP: '20260401T100000Z',
      DTSTART: '20260501T170000Z',
      DTEND: '20260501T193000Z',
      SUMMARY: 'Ademwerk; adem, rust',
      LOCATION: 'De Zaal, Utrecht',
      URL: 'https://kring.test/evenement/ademwerk',
    });
    expect(events[0]?.DESCRIPTION).toMatch(/^Regel één\nRegel twee lang/);
    expect(events[1]?.UID).toBe('abc-1@kring');
    expect(events[1]?.DTEND).toBeUndefined();
  });
});
