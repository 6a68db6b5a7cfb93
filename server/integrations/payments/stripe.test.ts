import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { createStripeProvider } from './stripe';
import { createTestProvider } from './test';
import type { PaymentProvider } from './types';

/**
 * The real `stripe` SDK against a local fake of Stripe's HTTP API: a tiny server that records each request
 * (method, path, form fields) and answers with minimal objects. Proves the Stripe adapter builds the
 * requests Stripe expects, without network or keys.
 */

type Recorded = { method: string; path: string; form: Map<string, string>; auth: string };

let server: Server;
let provider: PaymentProvider;
const requests: Recorded[] = [];

const answer = (method: string, path: string): Record<string, unknown> => {
  if (method === 'POST' && path === '/v1/checkout/sessions')
    return {
      id: 'cs_test_fake1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.test/c/pay/cs_test_fake1',
    };
  if (path.startsWith('/v1/checkout/sessions/') && path.endsWith('/expire'))
    return { id: 'cs_test_fake1', object: 'checkout.session', status: 'expired' };
  if (path === '/v1/billing_portal/sessions')
    return {
      id: 'bps_fake',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.test/p/session/fake',
    };
  if (path.startsWith('/v1/subscriptions/'))
    return {
      id: 'sub_fake',
      object: 'subscription',
      status: 'active',
      items: { object: 'list', data: [{ id: 'si_fake', price: { id: 'price_fake', product: 'prod_fake' } }] },
    };
  return { error: { type: 'invalid_request_error', message: `no fake for ${method} ${path}` } };
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        form: new Map(new URLSearchParams(body || url.search).entries()),
        auth: req.headers.authorization ?? '',
      });
      const payload = answer(req.method ?? 'GET', url.pathname);
      res.writeHead('error' in payload ? 404 : 200, {
        'content-type': 'application/json',
        'request-id': 'req_fake',
      });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = createStripeProvider({ secretKey: 'sk_test_fake', host: '127.0.0.1', port, protocol: 'http' });
});

beforeEach(() => {
  requests.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const checkoutInput = (mode: 'subscription' | 'payment') => ({
  sessionId: '11111111-2222-4333-8444-555555555555',
  mode,
  customerEmail: 'organisatie@demo.kring.test',
  customerId: null,
  lines: [{ description: 'Organisatie Premium – 1 jaar', quantity: 1, unitAmount: 115 }],
  amount: 115,
  vatAmount: 24.15,
  intervalMonths: mode === 'subscription' ? 12 : null,
  successUrl: 'https://kring.test/checkout-success?session=1',
  cancelUrl: 'https://kring.test/checkout?plan=organization_premium&interval=year',
  expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
  metadata: {
    kring_session_id: '11111111-2222-4333-8444-555555555555',
    kind: 'subscription',
    kring_plan: 'organization_premium',
  },
});

describe('Stripe adapter through the real SDK', () => {
  it('creates a subscription Checkout Session with card, iDEAL, Bancontact and SEPA Direct Debit', async () => {
    const created = await provider.createCheckout(checkoutInput('subscription'));
    expect(created).toEqual({
      url: 'https://checkout.stripe.test/c/pay/cs_test_fake1',
      providerSessionId: 'cs_test_fake1',
    });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/checkout/sessions');
    expect(req?.auth).toBe('Bearer sk_test_fake');
    const form = req?.form ?? new Map<string, string>();
    expect(form.get('mode')).toBe('subscription');
    // stripe 23 (API 2026-10-28) names the list allowed_payment_method_types.
    expect([0, 1, 2, 3].map((i) => form.get(`allowed_payment_method_types[${i}]`))).toEqual([
      'card',
      'ideal',
      'bancontact',
      'sepa_debit',
    ]);
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('11500');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Organisatie Premium – 1 jaar');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('line_items[0][price_data][recurring][interval_count]')).toBe('12');
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('2415'); // the VAT line
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('client_reference_id')).toBe('11111111-2222-4333-8444-555555555555');
    expect(form.get('metadata[kring_session_id]')).toBe('11111111-2222-4333-8444-555555555555');
    expect(form.get('subscription_data[metadata][kring_plan]')).toBe('organization_premium');
    expect(form.get('success_url')).toBe('https://kring.test/checkout-success?session=1');
    expect(form.get('cancel_url')).toContain('/checkout?plan=organization_premium');
    expect(form.get('customer_email')).toBe('organisatie@demo.kring.test');
    const expiresAt = Number(form.get('expires_at'));
    const now = Date.now() / 1000;
    expect(expiresAt).toBeGreaterThan(now + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(now + 24 * 60 * 60);
  });

  it('a one-off payment (tickets) has no SEPA Direct Debit and at least Stripe’s 30-minute expiry', async () => {
    await provider.createCheckout({
      ...checkoutInput('payment'),
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    const form = requests[0]?.form ?? new Map<string, string>();
    expect(form.get('mode')).toBe('payment');
    expect(
      [...form.entries()].filter(([k]) => k.startsWith('allowed_payment_method_types')).map(([, v]) => v),
    ).toEqual(['card', 'ideal', 'bancontact']);
    expect(form.has('line_items[0][price_data][recurring][interval]')).toBe(false);
    expect(form.get('payment_intent_data[metadata][kind]')).toBe('subscription');
    expect(Number(form.get('expires_at'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
  });

  it('opens the Billing Portal for a customer', async () => {
    const portal = await provider.createPortalSession({
      customerId: 'cus_fake',
      returnUrl: 'https://kring.test/dashboard/betalingen',
    });
    expect(portal.url).toBe('https://billing.stripe.test/p/session/fake');
    expect(requests[0]?.path).toBe('/v1/billing_portal/sessions');
    expect(requests[0]?.form.get('customer')).toBe('cus_fake');
    expect(requests[0]?.form.get('return_url')).toBe('https://kring.test/dashboard/betalingen');
  });

  it('cancels at period end, reactivates, and changes the price with proration', async () => {
    await provider.updateSubscription('sub_fake', { action: 'cancel_at_period_end' });
    await provider.updateSubscription('sub_fake', { action: 'reactivate' });
    expect(requests.map((r) => `${r.method} ${r.path} ${r.form.get('cancel_at_period_end')}`)).toEqual([
      'POST /v1/subscriptions/sub_fake true',
      'POST /v1/subscriptions/sub_fake false',
    ]);
    requests.length = 0;
    await provider.updateSubscription('sub_fake', {
      action: 'change_price',
      description: 'Organisatie Premium – 2 jaar',
      amount: 259,
      vatAmount: 54.39,
      intervalMonths: 24,
      metadata: { kring_plan: 'organization_premium', kring_interval: '2y' },
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_fake',
      'POST /v1/subscriptions/sub_fake',
    ]);
    const form = requests[1]?.form ?? new Map<string, string>();
    expect(form.get('proration_behavior')).toBe('always_invoice');
    expect(form.get('items[0][id]')).toBe('si_fake');
    expect(form.get('items[0][price_data][product]')).toBe('prod_fake');
    expect(form.get('items[0][price_data][unit_amount]')).toBe('31339');
    expect(form.get('items[0][price_data][recurring][interval_count]')).toBe('24');
    expect(form.get('metadata[kring_interval]')).toBe('2y');
  });

  it('a refusal by Stripe becomes 502 checkout_failed', async () => {
    const broken = createStripeProvider({
      secretKey: 'sk_test_fake',
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
    });
    await expect(broken.createCheckout(checkoutInput('payment'))).rejects.toMatchObject({
      code: 'checkout_failed',
    });
  });

  it('the test provider points at our own page and has no portal', async () => {
    const test = createTestProvider();
    expect((await test.createCheckout(checkoutInput('payment'))).url).toBe(
      '/checkout/test/11111111-2222-4333-8444-555555555555',
    );
    await expect(test.createPortalSession({ customerId: 'x', returnUrl: 'y' })).rejects.toBeInstanceOf(
      AppError,
    );
  });
});
