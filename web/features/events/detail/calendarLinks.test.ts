import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendarLinks';

describe('googleCalendarUrl', () => {
  it('builds the template link with UTC dates', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Ademwerk & stilte',
        startDate: '2026-05-01T17:00:00.000Z',
        endDate: '2026-05-01T19:30:00.000Z',
        details: 'https://kring.test/evenement/ademwerk',
        location: 'Utrecht',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Ademwerk & stilte');
    expect(url.searchParams.get('dates')).toBe('20260501T170000Z/20260501T193000Z');
  });

  it('gives an event without end two hours', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'x',
        startDate: '2026-05-01T17:00:00Z',
        endDate: null,
        details: '',
        location: '',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20260501T170000Z/20260501T190000Z');
  });
});
