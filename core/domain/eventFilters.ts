import { isMainEventType, type MainEventType } from './categories';

/**
 * Filter state of the event browser and its URL form (spec §2 "Event browser details", §3 "Filter state",
 * §5 "Event filters"). One pure module for the web (URL ⇄ state) and the server (the search API reads the
 * same parameter names), so a shared link means the same search everywhere.
 */

export const EVENT_SORT_KEYS = ['date', 'name', 'newest', 'price_asc', 'price_desc'] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];

export const RADIUS_OPTIONS = [10, 15, 25, 50, 75, 100, 200, 300, 500] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS)[number];

export const VIEW_MODES = ['grid', 'list', 'map'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const GRID_COLUMNS = [2, 3, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];

export const PRICE_MIN = 0;
/** 500 as upper bound means "no upper limit" (spec §5). */
export const PRICE_MAX = 500;
/** Text search applies from 2 characters (spec §5). */
export const SEARCH_MIN_LENGTH = 2;
/** 'Mijn locatie' is shown as an empty input and means the browser position (spec §5). */
export const MY_LOCATION = 'Mijn locatie';

/** Debounces of spec §5/§9, in ms. */
export const FILTER_DEBOUNCE = { search: 300, price: 800, location: 800, overlayUrl: 500 } as const;

export type DateRange = { from: string | null; to: string | null };

export type EventFilterState = {
  /** Trimmed search text ('' = none). */
  q: string;
  mainType: MainEventType | 'all';
  subtypes: string[];
  price: { min: number; max: number };
  dates: DateRange;
  /** Location text as typed ('' = none; MY_LOCATION = browser position). */
  location: string;
  radius: RadiusKm;
  sort: EventSortKey;
  premium: boolean;
  view: ViewMode;
  cols: GridColumns;
  /** Map viewport; null = fit the results. */
  map: { lat: number; lng: number; zoom: number } | null;
  /** Mobile map bottom-sheet height in percent (spec §4: default 50, max 95). */
  overlay: number;
};

export const DEFAULT_OVERLAY = 50;
export const MAX_OVERLAY = 95;

export const DEFAULT_FILTERS: EventFilterState = {
  q: '',
  mainType: 'all',
  subtypes: [],
  price: { min: PRICE_MIN, max: PRICE_MAX },
  dates: { from: null, to: null },
  location: '',
  radius: 25,
  sort: 'date',
  premium: false,
  view: 'grid',
  cols: 3,
  map: null,
  overlay: DEFAULT_OVERLAY,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A real calendar date in yyyy-MM-dd, else null (invalid dates in the URL are ignored). */
export const parseIsoDate = (value: string | null | undefined): string | null => {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
    ? (value as string)
    : null;
};

/**
 * Price inputs: numbers clamped 0–500, empty min → 0, empty max → 500, max at least min afterwards (§5).
 * `null`/'' mean empty.
 */
export const normalisePrice = (
  min: number | string | null | undefined,
  max: number | string | null | undefined,
): { min: number; max: number } => {
  const read = (value: number | string | null | undefined, fallback: number): number => {
    if (value === null || value === undefined || value === '') return fallback;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? clamp(Math.round(n), PRICE_MIN, PRICE_MAX) : fallback;
  };
  const lo = read(min, PRICE_MIN);
  const hi = read(max, PRICE_MAX);
  return { min: lo, max: Math.max(lo, hi) };
};

/** URL `price=min-max`; anything malformed → the full range 0–500. */
export const parsePriceParam = (value: string | null | undefined): { min: number; max: number } => {
  const match = value ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value) : null;
  if (!match) return { min: PRICE_MIN, max: PRICE_MAX };
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (min > PRICE_MAX || max < PRICE_MIN) return { min: PRICE_MIN, max: PRICE_MAX };
  return normalisePrice(min, max);
};

const parseNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/** `/events/{mainType}` segment: a known main type, else 'all'. */
export const parseMainType = (segment: string | null | undefined): MainEventType | 'all' =>
  segment && isMainEventType(segment) ? segment : 'all';

/**
 * URL → state with the §5 rules: unknown or malformed values fall back to their defaults, 'all' forces no
 * subtypes, text is trimmed.
 */
export const parseEventFilters = (
  params: URLSearchParams,
  mainTypeSegment?: string | null,
  /** The site's default radius (/admin/instellingen, issue 16); a URL without `radius` means this one. */
  defaultRadius: RadiusKm = DEFAULT_FILTERS.radius,
): EventFilterState => {
  const mainType = parseMainType(mainTypeSegment);
  const subtypes =
    mainType === 'all'
      ? []
      : [
          ...new Set(
            (params.get('subtypes') ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter((s) => SLUG.test(s)),
          ),
        ];
  const radius = Number(params.get('radius'));
  const sort = params.get('sort');
  const view = params.get('view');
  const cols = Number(params.get('cols'));
  const lat = parseNumber(params.get('lat'), -90, 90);
  const lng = parseNumber(params.get('lng'), -180, 180);
  const zoom = parseNumber(params.get('zoom'), 0, 22);
  const overlay = parseNumber(params.get('overlay'), 0, MAX_OVERLAY);
  const location = (params.get('location') ?? '').trim();
  return {
    q: (params.get('q') ?? '').trim(),
    mainType,
    subtypes,
    price: parsePriceParam(params.get('price')),
    dates: { from: parseIsoDate(params.get('from')), to: parseIsoDate(params.get('to')) },
    location,
    radius: (RADIUS_OPTIONS as readonly number[]).includes(radius) ? (radius as RadiusKm) : defaultRadius,
    sort: sort && (EVENT_SORT_KEYS as readonly string[]).includes(sort) ? (sort as EventSortKey) : 'date',
    premium: params.get('premium') === 'true',
    view: view && (VIEW_MODES as readonly string[]).includes(view) ? (view as ViewMode) : 'grid',
    cols: (GRID_COLUMNS as readonly number[]).includes(cols) ? (cols as GridColumns) : 3,
    map: lat !== null && lng !== null ? { lat, lng, zoom: zoom ?? 11 } : null,
    overlay: overlay === null ? DEFAULT_OVERLAY : Math.round(overlay),
  };
};

/** State → path + query, defaults omitted (spec §2), in a stable parameter order. */
export const serializeEventFilters = (
  state: EventFilterState,
  defaultRadius: RadiusKm = DEFAULT_FILTERS.radius,
): { path: string; search: string } => {
  const params = new URLSearchParams();
  const d = { ...DEFAULT_FILTERS, radius: defaultRadius };
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.mainType !== 'all' && state.subtypes.length > 0) params.set('subtypes', state.subtypes.join(','));
  if (state.price.min !== d.price.min || state.price.max !== d.price.max)
    params.set('price', `${state.price.min}-${state.price.max}`);
  if (state.dates.from) params.set('from', state.dates.from);
  if (state.dates.to) params.set('to', state.dates.to);
  if (state.location.trim()) params.set('location', state.location.trim());
  if (state.radius !== d.radius) params.set('radius', String(state.radius));
  if (state.sort !== d.sort) params.set('sort', state.sort);
  if (state.premium) params.set('premium', 'true');
  if (state.view !== d.view) params.set('view', state.view);
  if (state.cols !== d.cols) params.set('cols', String(state.cols));
  if (state.map) {
    params.set('lat', round(state.map.lat, 6).toFixed(6));
    params.set('lng', round(state.map.lng, 6).toFixed(6));
    params.set('zoom', round(state.map.zoom, 2).toFixed(2));
  }
  if (state.overlay !== d.overlay) params.set('overlay', String(state.overlay));
  const search = params.toString();
  return {
    path: state.mainType === 'all' ? '/events' : `/events/${state.mainType}`,
    search: search ? `?${search}` : '',
  };
};

/** Choosing a main type clears the subtypes; 'all' forces none (spec §4). */
export const withMainType = (state: EventFilterState, mainType: MainEventType | 'all'): EventFilterState => ({
  ...state,
  mainType,
  subtypes: [],
});

/** Filters that change the results (not view, columns, map or sheet), compared with the defaults. */
export const hasActiveFilters = (
  state: EventFilterState,
  defaultRadius: RadiusKm = DEFAULT_FILTERS.radius,
): boolean => {
  const d = { ...DEFAULT_FILTERS, radius: defaultRadius };
  return (
    state.q.trim() !== '' ||
    state.mainType !== 'all' ||
    state.subtypes.length > 0 ||
    state.price.min !== d.price.min ||
    state.price.max !== d.price.max ||
    state.dates.from !== null ||
    state.dates.to !== null ||
    state.location.trim() !== '' ||
    state.radius !== d.radius ||
    state.sort !== d.sort ||
    state.premium
  );
};

/** Reset: default filters, keeping how the user looks at them (view, columns). */
export const resetEventFilters = (
  state: EventFilterState,
  defaultRadius: RadiusKm = DEFAULT_FILTERS.radius,
): EventFilterState => ({
  ...DEFAULT_FILTERS,
  radius: defaultRadius,
  view: state.view,
  cols: state.cols,
});

/** Map bounds as §5 requires: numbers, lat −90..90, lng −180..180, north above south. */
export type MapBounds = { north: number; south: number; east: number; west: number };
export const isValidBounds = (b: Partial<Record<keyof MapBounds, unknown>>): b is MapBounds => {
  const nums = [b.north, b.south, b.east, b.west];
  if (!nums.every((n) => typeof n === 'number' && Number.isFinite(n))) return false;
  const { north, south, east, west } = b as MapBounds;
  return (
    north >= -90 &&
    north <= 90 &&
    south >= -90 &&
    south <= 90 &&
    east >= -180 &&
    east <= 180 &&
    west >= -180 &&
    west <= 180 &&
    north > south
  );
};
