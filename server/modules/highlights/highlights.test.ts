import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PremiumHighlightsResponse } from '../../../core/schemas/members';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 30, members: 2 } });
});

afterAll(async () => {
  await t?.close();
});

describe('premium highlights', () => {
  it('shows premium organisations, venues and events; professionals only when signed in', async () => {
    const anonymous = (
      await callAs(t, null, 'GET', '/api/premium-highlights')
    ).json() as PremiumHighlightsResponse;
    expect(anonymous.organizations.length).toBeGreaterThan(0);
    expect(anonymous.venues.every((v) => v.isPremium && v.contentType === 'venue')).toBe(true);
    expect(anonymous.events.every((e) => e.contentType === 'event' && e.eventData)).toBe(true);
    expect(anonymous.professionals).toBeNull();
    const cookie = await signInAs(t, 'deelnemer@demo.kring.test');
    const member = (
      await callAs(t, cookie, 'GET', '/api/premium-highlights')
    ).json() as PremiumHighlightsResponse;
    expect(member.professionals?.length).toBeGreaterThan(0);
  });
});
