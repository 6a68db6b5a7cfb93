import { describe, expect, it } from 'vitest';
import { trialHref } from './trialHref';

describe('trialHref (spec §2 landing)', () => {
  it('sends visitors to /prijzen first', () => {
    expect(trialHref('venue', false, 'auto')).toBe('/prijzen');
  });
  it('sends signed-in users to the trial signup for that role', () => {
    expect(trialHref('participant', true, 'auto')).toBe('/gratis-proefperiode?role=participant');
  });
  it('starts the trial directly from the pricing page', () => {
    expect(trialHref('organization', false, 'trial')).toBe('/gratis-proefperiode?role=organization');
  });
});
