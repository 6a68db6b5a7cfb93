import { ADMIN_PERSONAS, type MatrixRow, type MatrixTools } from '../../test/policyMatrix';

/**
 * Billing details and invoices: any signed-in member, each their own; an invoice PDF for its owner (the
 * organisation persona's seeded invoice) and admins, 404 to anyone else. /api/admin/subscriptions*: the admin
 * only; the grant and the extension act on the seeded member who is none of the personas.
 */
const newestOf = async (tools: MatrixTools, userId: string, key: 'invoices' | 'subscriptions') => {
  const res = await tools.callAs('admin', 'GET', `/api/admin/users/${userId}/payments`);
  const first = (res.json() as Record<typeof key, { id: string }[]>)[key][0];
  if (!first) throw new Error(`no ${key} for ${userId}: ${res.body}`);
  return first.id;
};

export const MATRIX: readonly MatrixRow[] = [
  { action: 'own billing details', method: 'GET', url: '/api/billing-details', allowed: 'signed-in' },
  {
    action: 'save own billing details',
    method: 'PUT',
    url: '/api/billing-details',
    payload: { name: 'Matrix Tester', city: 'Utrecht', country: 'NL' },
    allowed: 'signed-in',
  },
  { action: 'own invoices', method: 'GET', url: '/api/invoices', allowed: 'signed-in' },
  {
    action: 'invoice PDF',
    method: 'GET',
    url: ({ prepared }) => `/api/invoices/${prepared}/pdf`,
    route: '/api/invoices/{id}/pdf',
    prepare: (tools) => newestOf(tools, tools.seed.accounts.organization.userId, 'invoices'),
    allowed: ['organization', 'admin'],
    refusal: 'invoice_not_found',
  },
  {
    action: 'subscriptions (admin)',
    method: 'GET',
    url: '/api/admin/subscriptions?status=active',
    route: '/api/admin/subscriptions',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'subscription figures',
    method: 'GET',
    url: '/api/admin/subscriptions/stats',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: "a member's payment history",
    method: 'GET',
    url: ({ seed }) => `/api/admin/users/${seed.memberId}/payments`,
    route: '/api/admin/users/{userId}/payments',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'grant a plan',
    method: 'POST',
    url: '/api/admin/subscriptions/grant',
    payload: ({ seed }) => ({
      userId: seed.memberId,
      plan: 'organization',
      interval: '1y',
      reason: 'Matrixtest',
    }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'extend a subscription',
    method: 'POST',
    url: ({ prepared }) => `/api/admin/subscriptions/${prepared}/extend`,
    route: '/api/admin/subscriptions/{id}/extend',
    prepare: (tools) => newestOf(tools, tools.seed.memberId, 'subscriptions'),
    payload: () => ({ until: new Date(Date.now() + 400 * 86_400_000).toISOString(), reason: 'Matrixtest' }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
