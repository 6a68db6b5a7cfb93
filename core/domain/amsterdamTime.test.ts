import { describe, expect, it } from 'vitest';
import {
  amsterdamDateToEndOfDayIso,
  amsterdamLocalToIso,
  amsterdamWallParts,
  isoToAmsterdamDate,
  isoToAmsterdamLocal,
  parseLocalDateTime,
} from './amsterdamTime';

describe('datetime-local ⇄ ISO in Europe/Amsterdam', () => {
  it('reads winter times as UTC+1 and summer times as UTC+2', () => {
    expect(amsterdamLocalToIso('2026-01-15T19:30')).toBe('2026-01-15T18:30:00.000Z');
    expect(amsterdamLocalToIso('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
  });

  it('shows instants as Amsterdam wall-clock time', () => {
    expect(isoToAmsterdamLocal('2026-01-15T18:30:00.000Z')).toBe('2026-01-15T19:30');
    expect(isoToAmsterdamLocal('2026-07-01T07:00:00+00:00')).toBe('2026-07-01T09:00');
    expect(isoToAmsterdamLocal('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30');
  });

  it('round-trips around both daylight-saving changes', () => {
    for (const local of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T01:30', '2026-10-25T03:15']) {
      expect(isoToAmsterdamLocal(amsterdamLocalToIso(local))).toBe(local);
    }
  });

  it('moves the skipped spring hour forward, like the clocks do', () => {
    expect(amsterdamLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(isoToAmsterdamLocal('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T03:30');
  });

  it('accepts seconds and gives null for empty or malformed input', () => {
    expect(amsterdamLocalToIso('2026-05-01T20:00:30')).toBe('2026-05-01T18:00:30.000Z');
    expect(amsterdamLocalToIso('')).toBeNull();
    expect(amsterdamLocalToIso(null)).toBeNull();
    expect(amsterdamLocalToIso('01-05-2026 20:00')).toBeNull();
    expect(amsterdamLocalToIso('2026-13-01T20:00')).toBeNull();
    expect(isoToAmsterdamLocal('nonsense')).toBe('');
    expect(isoToAmsterdamLocal(null)).toBe('');
  });

  it('converts dates for the recurrence end', () => {
    expect(isoToAmsterdamDate('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(amsterdamDateToEndOfDayIso('2026-07-01')).toBe('2026-07-01T21:59:00.000Z');
    expect(amsterdamDateToEndOfDayIso('1-7-2026')).toBeNull();
  });
});

describe('spreadsheet date-times read as Dutch time', () => {
  it('takes year-first and day-first dates, with or without seconds, and ISO with a zone', () => {
    expect(parseLocalDateTime('2030-03-31 02:30')?.toISOString()).toBe('2030-03-31T01:30:00.000Z');
    expect(parseLocalDateTime('27.10.2030 12.00')?.toISOString()).toBe('2030-10-27T11:00:00.000Z');
    expect(parseLocalDateTime(' 14/9/2030 9:30:15 ')?.toISOString()).toBe('2030-09-14T07:30:15.000Z');
    expect(parseLocalDateTime('2030-01-01T10:00:00+01:00')?.toISOString()).toBe('2030-01-01T09:00:00.000Z');
  });

  it('rejects dates that do not exist, times out of range and dates without a time', () => {
    expect(parseLocalDateTime('29-02-2030 10:00')).toBeNull();
    expect(parseLocalDateTime('2030-01-01 24:00')).toBeNull();
    expect(parseLocalDateTime('2030-01-01')).toBeNull();
  });
});

describe('Amsterdam wall-clock parts without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const viaIntl = (instant: Date) =>
    Object.fromEntries(
      intl
        .formatToParts(instant)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );

  it('agrees with the time-zone tables around every change of clock from 1990 to 2045', () => {
    for (let year = 1990; year <= 2045; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const delta of [-3_600_001, -60_000, -1, 0, 1, 59_999, 3_600_000, 86_400_000 * 3]) {
          const instant = new Date(sunday + delta);
          expect(amsterdamWallParts(instant), instant.toISOString()).toEqual(viaIntl(instant));
        }
      }
    }
  });

  it('agrees with the time-zone tables at midnights and noons through the years', () => {
    for (let ms = Date.UTC(1994, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 86_400_000 * 13 + 3_600_000 * 11) {
      const instant = new Date(ms);
      expect(amsterdamWallParts(instant), instant.toISOString()).toEqual(viaIntl(instant));
    }
  });
});
