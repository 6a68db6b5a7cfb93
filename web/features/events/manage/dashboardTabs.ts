import type { DashboardEventTab } from '@core/schemas/eventWrite';

export const DASHBOARD_EVENTS_PATH = '/dashboard/evenementen';
export const CREATE_EVENT_PATH = `${DASHBOARD_EVENTS_PATH}/create`;

/** Tabs of /dashboard/evenementen in display order, with the Dutch sub-route of spec §2 ('' = the index). */
export const DASHBOARD_TAB_SEGMENTS: readonly { tab: DashboardEventTab; segment: string }[] = [
  { tab: 'all', segment: '' },
  { tab: 'upcoming', segment: 'aankomend' },
  { tab: 'published', segment: 'gepubliceerd' },
  { tab: 'draft', segment: 'concepten' },
  { tab: 'cancelled', segment: 'geannuleerd' },
  { tab: 'past', segment: 'verlopen' },
  { tab: 'trashed', segment: 'prullenbak' },
];

export const dashboardTabPath = (tab: DashboardEventTab): string => {
  const segment = DASHBOARD_TAB_SEGMENTS.find((t) => t.tab === tab)?.segment ?? '';
  return segment ? `${DASHBOARD_EVENTS_PATH}/${segment}` : DASHBOARD_EVENTS_PATH;
};

/** The tab a pathname shows; the index (and anything unknown) is 'all'. */
export const dashboardTabForPath = (pathname: string): DashboardEventTab => {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return DASHBOARD_TAB_SEGMENTS.find((t) => t.segment && t.segment === segment)?.tab ?? 'all';
};

/** Edit URL: by slug when there is one (readable), else by id (spec §2 edit/{slug} and edit/{id}). */
export const editEventPath = (event: { id: string; slug: string }): string =>
  `${DASHBOARD_EVENTS_PATH}/edit/${encodeURIComponent(event.slug || event.id)}`;
