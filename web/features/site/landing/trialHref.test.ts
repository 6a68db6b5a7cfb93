import { describe, expect, it } from 'vitest';
import { trialHref } from './trialHref';

describe('trialHref (spec §2 landing, issue 14)', () => {
  it('sends visitors to /prijzen first', () => {
    expect(trialHref('venue', false, 'auto')).toBe('/prijzen');
  });
  it('sends signed-in members to the checkout of that plan, yearly', () => {
    expect(trialHref('participant', true, 'auto')).toBe('/checkout?plan=participant&interval=year');
  });
  it('starts the trial sign-up in trial mode', () => {
    expect(trialHref('organization', false, 'trial')).toBe('/gratis-proefperiode?role=organization');
  });
});
