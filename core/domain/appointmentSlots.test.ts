import { describe, expect, it } from 'vitest';
import { appointmentMinutes, slotStarts, slotsByDate } from './appointmentSlots';

const at = (iso: string) => new Date(iso);

describe('appointment slots', () => {
  it('books an hour when the service has no duration', () => {
    expect(appointmentMinutes(null)).toBe(60);
    expect(appointmentMinutes(90)).toBe(90);
  });

  it('cuts free time into slots of the duration on a half-hour grid, never before now', () => {
    const free = [{ start: at('2027-02-08T08:00:00Z'), end: at('2027-02-08T10:00:00Z') }];
    expect(slotStarts(free, 60, at('2027-01-01T00:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2027-02-08T08:00:00.000Z',
      '2027-02-08T08:30:00.000Z',
      '2027-02-08T09:00:00.000Z',
    ]);
    expect(slotStarts(free, 60, at('2027-02-08T08:10:00Z')).map((d) => d.toISOString())).toEqual([
      '2027-02-08T08:30:00.000Z',
      '2027-02-08T09:00:00.000Z',
    ]);
    expect(slotStarts(free, 180, at('2027-01-01T00:00:00Z'))).toEqual([]);
  });

  it('groups slots by Amsterdam date', () => {
    const late = at('2027-02-08T22:30:00Z'); // 23:30 in Amsterdam, still the 8th
    const after = at('2027-02-08T23:00:00Z'); // midnight in Amsterdam: the 9th
    const byDate = slotsByDate([late, after], 30);
    expect([...byDate.keys()]).toEqual(['2027-02-08', '2027-02-09']);
  });
});
