import type { CheckoutStarted, MySubscriptions } from '../../../core/schemas/payments';
import type { MatrixRow, MatrixTools } from '../../test/policyMatrix';

/**
 * Checkout and subscriptions. Everyone signed in may start a plan checkout and manage their own
 * subscriptions; a checkout session is read by its buyer and admins and paid only by its buyer (rows act
 * on a fresh session of the participant, completed as a simulated failed payment so nothing changes);
 * renewal links belong to one member (an unknown id answers 404 for everyone). The webhook is public:
 * its signature is its authentication (PUBLIC_ENDPOINTS).
 */
const BUYER = 'participant';

const buyerSession = async (tools: MatrixTools): Promise<string> => {
  const res = await tools.callAs(BUYER, 'POST', '/api/checkout/subscription', {
    plan: 'professional_premium',
    interval: 'half_year',
  });
  if (res.statusCode !== 201) throw new Error(`could not start a checkout: ${res.body}`);
  return (res.json() as CheckoutStarted).sessionId;
};

/** The participant's current subscription, made cancelable again if an earlier row cancelled it. */
const buyerSubscription = async (tools: MatrixTools): Promise<string> => {
  const me = (await tools.callAs(BUYER, 'GET', '/api/subscriptions/me')).json() as MySubscriptions;
  const current = me.current;
  if (!current) throw new Error('the participant has no subscription');
  if (current.status === 'canceled_at_period_end') {
    await tools.callAs(BUYER, 'POST', '/api/subscriptions/manage', {
      action: 'reactivate',
      subscriptionId: current.id,
    });
  }
  return current.id;
};

const UNKNOWN_RENEWAL = '00000000-0000-4000-8000-000000000014';

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'start a plan checkout',
    method: 'POST',
    url: '/api/checkout/subscription',
    payload: { plan: 'professional_premium', interval: 'two_years' },
    allowed: 'signed-in',
    anonymousRefusal: 'checkout_login_required',
  },
  {
    action: 'read a checkout session',
    method: 'GET',
    url: ({ prepared }) => `/api/checkout/sessions/${prepared}`,
    route: '/api/checkout/sessions/{id}',
    prepare: buyerSession,
    allowed: [BUYER, 'admin'],
    refusal: 'checkout_forbidden',
  },
  {
    action: 'pay a test checkout (simulated failure)',
    method: 'POST',
    url: ({ prepared }) => `/api/checkout/test/${prepared}/complete`,
    route: '/api/checkout/test/{id}/complete',
    prepare: buyerSession,
    payload: { outcome: 'failed' },
    allowed: [BUYER],
    refusal: 'checkout_forbidden',
  },
  {
    action: 'cancel a test checkout',
    method: 'POST',
    url: ({ prepared }) => `/api/checkout/test/${prepared}/cancel`,
    route: '/api/checkout/test/{id}/cancel',
    prepare: buyerSession,
    allowed: [BUYER],
    refusal: 'checkout_forbidden',
  },
  {
    action: 'read my subscriptions',
    method: 'GET',
    url: '/api/subscriptions/me',
    allowed: 'signed-in',
    anonymousRefusal: 'subscription_login_required',
  },
  {
    action: 'cancel my subscription at period end',
    method: 'POST',
    url: '/api/subscriptions/manage',
    prepare: buyerSubscription,
    payload: ({ prepared }) => ({ action: 'cancel', subscriptionId: prepared }),
    allowed: [BUYER],
    refusal: 'subscription_not_found',
    anonymousRefusal: 'subscription_login_required',
  },
  {
    action: 'sync my subscription status',
    method: 'POST',
    url: '/api/subscriptions/sync-status',
    allowed: 'signed-in',
    anonymousRefusal: 'subscription_sync_login_required',
  },
  {
    action: 'sync my roles (admin: all members)',
    method: 'POST',
    url: '/api/subscriptions/sync-roles',
    allowed: 'signed-in',
    anonymousRefusal: 'roles_sync_login_required',
  },
  {
    action: "read someone's renewal link",
    method: 'GET',
    url: `/api/subscription-renewals/${UNKNOWN_RENEWAL}`,
    route: '/api/subscription-renewals/{id}',
    allowed: [],
    refusal: 'renewal_not_found',
    anonymousRefusal: 'subscription_login_required',
  },
  {
    action: "pay someone's renewal link",
    method: 'POST',
    url: `/api/subscription-renewals/${UNKNOWN_RENEWAL}/checkout`,
    route: '/api/subscription-renewals/{id}/checkout',
    allowed: [],
    refusal: 'renewal_not_found',
    anonymousRefusal: 'subscription_login_required',
  },
];
