import { TRIAL_ROLES, type TrialRole } from '@core/schemas/accounts';

/** Role preselected when the URL names none or an unknown one. */
export const DEFAULT_TRIAL_ROLE: TrialRole = 'participant';

/** Dutch words visitors (and older links) use for the same roles. */
const ALIASES: Record<string, TrialRole> = {
  deelnemer: 'participant',
  organisatie: 'organization',
  organisatie_premium: 'organization_premium',
  locatie: 'venue',
};

/** Reads `?role=` of the trial sign-up: case and dashes forgiven, unknown values fall back to participant. */
export const parseTrialRole = (value: string | null | undefined): TrialRole => {
  if (typeof value !== 'string') return DEFAULT_TRIAL_ROLE;
  const key = value.trim().toLowerCase().replace(/-/g, '_');
  if ((TRIAL_ROLES as readonly string[]).includes(key)) return key as TrialRole;
  return ALIASES[key] ?? DEFAULT_TRIAL_ROLE;
};
