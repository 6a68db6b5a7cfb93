import { describe, expect, it } from 'vitest';
import { dayProblem, nextRange, normaliseEnd, rangesFromWeek, weekFromRanges } from './weeklyRanges';

describe('weekly hours editor state', () => {
  it('round-trips the week Monday first', () => {
    const ranges = [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 7, start: '10:00', end: '24:00' },
    ];
    expect(rangesFromWeek(weekFromRanges(ranges))).toEqual(ranges);
  });

  it('names the first problem of a day as the server would refuse it', () => {
    expect(dayProblem([{ start: '09:00', end: '17:00' }])).toBeNull();
    expect(dayProblem([{ start: '17:00', end: '09:00' }])).toBe('week.endBeforeStart');
    expect(dayProblem([{ start: '22:00', end: '00:00' }])).toBeNull();
    expect(
      dayProblem([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '13:00' },
      ]),
    ).toBe('week.overlap');
    expect(dayProblem([{ start: '', end: '10:00' }])).toBe('week.missingTime');
    expect(dayProblem(Array.from({ length: 4 }, () => ({ start: '09:00', end: '10:00' })))).toBe(
      'week.tooMany',
    );
  });

  it('suggests a next range after the last one and treats a midnight end as the end of the day', () => {
    expect(nextRange(undefined)).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange({ start: '09:00', end: '12:00' })).toEqual({ start: '13:00', end: '15:00' });
    expect(normaliseEnd('00:00')).toBe('24:00');
  });
});
