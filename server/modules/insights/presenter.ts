import { type SignupGroup, SIGNUP_GROUPS } from '../../../core/schemas/insights';
import nlScreens from '../../../web/public/locales/nl/screens.json';
import nlInsights from '../../../web/public/locales/nl/insights.json';
import { provinceOfCity } from '../../integrations/geocoding';

type Named = { key: string; label: string; count: number };

const screenTitles = nlScreens as unknown as Record<string, { title?: string } | undefined>;

/** A screen key with its Dutch title ('events' → 'Evenementen'); the web shows its own language's title. */
export const presentScreenCount = (row: { screen: string; views: number }): Named => ({
  key: row.screen,
  label: screenTitles[row.screen]?.title ?? row.screen,
  count: row.views,
});

/** Main types as named rows; events without a type as 'Zonder type' (key 'none'). */
export const presentTypeCounts = (
  rows: { key: string | null; label: string | null; n: number }[],
): Named[] => {
  const totals = new Map<string, Named>();
  for (const r of rows) {
    const key = r.key ?? 'none';
    const total = totals.get(key) ?? { key, label: r.label ?? nlInsights.analytics.noType, count: 0 };
    total.count += r.n;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'));
};

/**
 * Events per province: each city through the offline gazetteer ('Limburg (NL)' and 'Limburg (BE)' apart),
 * online events as 'Online', cities the gazetteer does not know (or none) as 'Onbekend'. Most first.
 */
export const presentProvinceCounts = (
  rows: { city: string | null; online: boolean; n: number }[],
): Named[] => {
  const totals = new Map<string, Named>();
  for (const row of rows) {
    const place = row.online ? null : row.city ? provinceOfCity(row.city) : null;
    const named = row.online
      ? { key: 'online', label: nlInsights.analytics.online }
      : place
        ? { key: `${place.country}:${place.province}`, label: `${place.province} (${place.country})` }
        : { key: 'unknown', label: nlInsights.analytics.unknownProvince };
    const total = totals.get(named.key) ?? { ...named, count: 0 };
    total.count += row.n;
    totals.set(named.key, total);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'));
};

/** Per-day sign-up rows (day, group, n) → one row per day with a count per group. */
export const signupDays = (rows: { day: string; grp: string; n: number }[]) => {
  const byDay = new Map<string, { day: string } & Record<SignupGroup, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? {
      day: row.day,
      organization: 0,
      venue: 0,
      professional: 0,
      participant: 0,
    };
    const group = (SIGNUP_GROUPS as readonly string[]).includes(row.grp)
      ? (row.grp as SignupGroup)
      : 'participant';
    day[group] += row.n;
    byDay.set(row.day, day);
  }
  return [...byDay.values()];
};
