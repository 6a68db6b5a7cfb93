import { RADIUS_OPTIONS, type RadiusKm, SEARCH_MIN_LENGTH } from './eventFilters';

/**
 * The URL filters every directory shares (spec §2 "URL state") — q, location (the place label; the API gets
 * `near` once its coordinates are known), radius, sort and view — plus the type's own keys, each declared with
 * its parser and default. `defineDirectoryFilters` gives the pure parse/serialize/reset/count of one directory;
 * web/features/directories `useDirectoryFilters` keeps it in the address bar.
 */
export const DIRECTORY_VIEWS = ['grid', 'list'] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];
export const DIRECTORY_DEFAULT_RADIUS: RadiusKm = 25;
/** Cards per page of every directory search, and the most a caller may ask (core/schemas/directory.ts). */
export const DIRECTORY_PAGE_SIZE_DEFAULT = 24;
export const DIRECTORY_PAGE_SIZE_MAX = 50;

/** One type-specific URL key: read from the raw value (null = absent), written back unless it is the default. */
export type FilterField<V> = {
  parse: (raw: string | null) => V;
  default: V;
  serialize?: (value: V) => string;
};

export type BaseDirectoryFilters<S extends string> = {
  q: string;
  /** Location text as typed ('' = none; MY_LOCATION = browser position). */
  location: string;
  radius: RadiusKm;
  sort: S;
  view: DirectoryView;
};
export type DirectoryFilters<S extends string, X extends object> = BaseDirectoryFilters<S> & X;

export type DirectoryFilterSpec<S extends string, X extends object> = {
  sorts: readonly S[];
  defaultSort: S;
  defaultRadius?: RadiusKm;
  /** Type-specific keys in URL order, e.g. `{ type: textField(80), capacity: positiveIntField() }`. */
  fields: { [K in keyof X]: FilterField<X[K]> };
};

const text = (raw: string | null, max: number) => (raw ?? '').trim().slice(0, max);
const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Free text, trimmed and cut at `max` characters; '' = no filter. */
export const textField = (max = 200): FilterField<string> => ({
  parse: (raw) => text(raw, max),
  default: '',
});

/** A whole number in 1…1,000,000; null = no filter (a malformed value counts as absent). */
export const positiveIntField = (): FilterField<number | null> => ({
  parse: (raw) => {
    if (raw === null || raw.trim() === '') return null;
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : null;
  },
  default: null,
  serialize: (value) => (value === null ? '' : String(value)),
});

/** One of a fixed list of values; anything else falls back to the default. */
export const oneOfField = <T extends string>(options: readonly T[], fallback: T): FilterField<T> => ({
  parse: (raw) => oneOf(options, raw, fallback),
  default: fallback,
});

/** An on/off switch written as `key=1`. */
export const flagField = (): FilterField<boolean> => ({
  parse: (raw) => raw === '1' || raw === 'true',
  default: false,
  serialize: (value) => (value ? '1' : ''),
});

const written = <V>(field: FilterField<V>, value: V): string =>
  field.serialize ? field.serialize(value) : String(value as unknown);

export type DirectoryFilterCodec<S extends string, X extends object> = {
  defaults: DirectoryFilters<S, X>;
  /** URL query → state; unknown or malformed values fall back to their defaults. */
  parse: (params: URLSearchParams) => DirectoryFilters<S, X>;
  /** State → '' or '?…', defaults left out, fixed key order (equal states give equal URLs). */
  serialize: (state: DirectoryFilters<S, X>) => string;
  /** Every filter back to its default; sort and view are display choices and stay. */
  reset: (state: DirectoryFilters<S, X>) => DirectoryFilters<S, X>;
  /** Filters in use (q, location, each type key not at its default): the mobile 'Filters' badge. */
  activeCount: (state: DirectoryFilters<S, X>) => number;
};

export const defineDirectoryFilters = <S extends string, X extends object>(
  spec: DirectoryFilterSpec<S, X>,
): DirectoryFilterCodec<S, X> => {
  const radius = spec.defaultRadius ?? DIRECTORY_DEFAULT_RADIUS;
  const keys = Object.keys(spec.fields) as (keyof X & string)[];
  const field = <K extends keyof X>(key: K) => spec.fields[key];
  const extraDefaults = Object.fromEntries(keys.map((k) => [k, field(k).default])) as X;
  const defaults = {
    q: '',
    location: '',
    radius,
    sort: spec.defaultSort,
    view: 'grid',
    ...extraDefaults,
  } as DirectoryFilters<S, X>;
  const isDefault = <K extends keyof X>(state: X, key: K) =>
    written(field(key), state[key]) === written(field(key), field(key).default);

  return {
    defaults,
    parse: (params) =>
      ({
        q: text(params.get('q'), 200),
        location: text(params.get('location'), 200),
        radius: oneOf(RADIUS_OPTIONS, Number(params.get('radius')), radius),
        sort: oneOf(spec.sorts, params.get('sort'), spec.defaultSort),
        view: oneOf(DIRECTORY_VIEWS, params.get('view'), 'grid'),
        ...Object.fromEntries(keys.map((k) => [k, field(k).parse(params.get(k))])),
      }) as DirectoryFilters<S, X>,
    serialize: (state) => {
      const params = new URLSearchParams();
      if (state.q.trim()) params.set('q', state.q.trim());
      if (state.location.trim()) params.set('location', state.location.trim());
      if (state.radius !== radius) params.set('radius', String(state.radius));
      for (const key of keys) {
        if (!isDefault(state, key)) params.set(key, written(field(key), state[key]));
      }
      if (state.sort !== spec.defaultSort) params.set('sort', state.sort);
      if (state.view !== 'grid') params.set('view', state.view);
      const search = params.toString();
      return search ? `?${search}` : '';
    },
    reset: (state) => ({ ...defaults, sort: state.sort, view: state.view }),
    activeCount: (state) =>
      (state.q.trim() ? 1 : 0) +
      (state.location.trim() ? 1 : 0) +
      keys.filter((key) => !isDefault(state, key)).length,
  };
};

/** The shared part of a directory's API query: q (once long enough), near + radius, sort (unless default). */
export const toDirectoryQuery = <S extends string>(
  s: BaseDirectoryFilters<S>,
  center: { lat: number; lng: number } | null,
  defaultSort: S,
): Record<string, string> => {
  const query: Record<string, string> = {};
  if (s.q.trim().length >= SEARCH_MIN_LENGTH) query.q = s.q.trim();
  if (center) {
    query.near = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`;
    query.radius = String(s.radius);
  }
  if (s.sort !== defaultSort) query.sort = s.sort;
  return query;
};
