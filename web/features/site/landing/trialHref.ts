import type { PlanType } from '@core/domain/plans';

/**
 * Where a start-trial button leads (spec §2): visitors first choose on /prijzen; signed-in users go
 * straight to the trial signup for that role. On the pricing page itself every button starts the trial.
 */
export const trialHref = (plan: PlanType, signedIn: boolean, mode: 'auto' | 'trial'): string =>
  signedIn || mode === 'trial' ? `/gratis-proefperiode?role=${plan}` : '/prijzen';
