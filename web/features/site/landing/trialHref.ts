import type { PlanType } from '@core/domain/plans';

/**
 * Where a start-trial button leads (spec §2, issue 14): signed-in members go straight to the checkout of that
 * plan for a year; visitors first choose on /prijzen, where they can pay or start the free trial. In 'trial'
 * mode every button starts the trial sign-up for that role.
 */
export const trialHref = (plan: PlanType, signedIn: boolean, mode: 'auto' | 'trial'): string => {
  if (mode === 'trial') return `/gratis-proefperiode?role=${plan}`;
  return signedIn ? `/checkout?plan=${plan}&interval=year` : '/prijzen';
};
