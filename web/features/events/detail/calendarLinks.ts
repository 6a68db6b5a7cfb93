/** Google Calendar "add event" link (render template), times in UTC as Google expects. */
export type CalendarInput = {
  title: string;
  startDate: string;
  endDate: string | null;
  details: string;
  location: string;
};

const googleStamp = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Without an end, Google gets a two-hour slot (its default for a missing end is invalid). */
const DEFAULT_DURATION_MS = 2 * 60 * 60_000;

export const googleCalendarUrl = ({
  title,
  startDate,
  endDate,
  details,
  location,
}: CalendarInput): string => {
  const end = endDate ?? new Date(new Date(startDate).getTime() + DEFAULT_DURATION_MS).toISOString();
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${googleStamp(startDate)}/${googleStamp(end)}`,
    details,
    location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
};
