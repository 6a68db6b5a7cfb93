import { describe, expect, it } from 'vitest';
import { TRIAL_ROLES } from '@core/schemas/accounts';
import { parseTrialRole } from './trialRole';

describe('parseTrialRole', () => {
  it('accepts every trial role as written by the pricing page', () => {
    for (const role of TRIAL_ROLES) expect(parseTrialRole(role)).toBe(role);
  });

  it('forgives case, spaces and dashes', () => {
    expect(parseTrialRole(' Organization-Premium ')).toBe('organization_premium');
    expect(parseTrialRole('VENUE')).toBe('venue');
  });

  it('understands the Dutch names', () => {
    expect(parseTrialRole('organisatie')).toBe('organization');
    expect(parseTrialRole('locatie')).toBe('venue');
    expect(parseTrialRole('deelnemer')).toBe('participant');
  });

  it('falls back to participant for missing, unknown or non-trial roles', () => {
    expect(parseTrialRole(null)).toBe('participant');
    expect(parseTrialRole(undefined)).toBe('participant');
    expect(parseTrialRole('')).toBe('participant');
    expect(parseTrialRole('admin')).toBe('participant');
    expect(parseTrialRole('venue_premium')).toBe('participant');
  });
});
