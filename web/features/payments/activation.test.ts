import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@core/schemas/payments';
import { activationOf } from './activation';

const sub = (over: Partial<SubscriptionView>): SubscriptionView => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  planId: 'organization_premium',
  planName: 'Organisatie Premium',
  isPremium: true,
  isCombo: false,
  roles: ['organization_premium'],
  interval: '1y',
  status: 'active',
  trialEndsAt: null,
  currentPeriodStart: '2026-11-26T00:00:00Z',
  currentPeriodEnd: '2027-11-26T00:00:00Z',
  cancelAtPeriodEnd: false,
  canceledAt: null,
  nextAmount: 115,
  provider: 'test',
  createdAt: '2026-11-26T00:00:00Z',
  ...over,
});

const session = (status: 'open' | 'completed' | 'failed' | 'canceled' | 'expired') => ({
  status,
  planId: 'organization_premium',
  kind: 'subscription' as const,
});

describe('checkout-success activation', () => {
  it('waits while the webhook or the subscription lags behind', () => {
    expect(activationOf(undefined, undefined).state).toBe('waiting');
    expect(activationOf(session('open'), { current: null }).state).toBe('waiting');
    expect(activationOf(session('completed'), { current: sub({ planId: 'organization' }) }).state).toBe(
      'waiting',
    );
  });

  it('is active once the paid plan is the current active subscription', () => {
    const current = sub({});
    expect(activationOf(session('completed'), { current })).toEqual({
      state: 'active',
      subscription: current,
    });
  });

  it('reports failed, cancelled and expired sessions as failed', () => {
    for (const status of ['failed', 'canceled', 'expired'] as const)
      expect(activationOf(session(status), { current: sub({}) }).state).toBe('failed');
  });
});
