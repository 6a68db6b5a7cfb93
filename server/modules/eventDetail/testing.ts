import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Test helper: the seeded published upcoming events, soonest first. */
export const publicUpcomingEvents = (t: TestApp) =>
  t.db
    .select({ id: events.id, slug: events.slug, title: events.title, savedCount: events.savedCount })
    .from(events)
    .where(and(eq(events.status, 'published'), isNull(events.deletedAt), gte(events.startDate, new Date())))
    .orderBy(asc(events.startDate));

/**
 * A small RFC 5545 reader written from the RFC for these tests: checks CRLF endings and the 75-octet limit,
 * unfolds continuation lines and unescapes TEXT values.
 */
export const parseIcs = (text: string) => {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r'), 'bare LF or CR').toBe(false);
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const unescape = (v: string) =>
    v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const stack: string[] = [];
  for (const line of logical) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') current = {};
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT' && current) events.push(current);
    } else if (current) {
      current[name] = unescape(value);
    }
  }
  expect(stack).toEqual([]);
  return { lines: logical, events };
};
