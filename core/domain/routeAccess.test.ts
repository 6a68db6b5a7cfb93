import { describe, expect, it } from 'vitest';
import { canOpenRoute, routeRuleFor } from './routeAccess';

describe('route access (spec §6)', () => {
  it('admin area only for admins', () => {
    expect(canOpenRoute(['admin'], '/admin/gebruikers')).toBe(true);
    expect(canOpenRoute(['organization'], '/admin')).toBe(false);
  });

  it('event management for admins and organisations', () => {
    for (const role of ['admin', 'organization', 'organization_premium'] as const)
      expect(canOpenRoute([role], '/dashboard/evenementen/create')).toBe(true);
    expect(canOpenRoute(['participant'], '/dashboard/evenementen')).toBe(false);
    expect(canOpenRoute(['venue'], '/create-event')).toBe(false);
  });

  it('venue, professional and participant areas', () => {
    expect(canOpenRoute(['venue_premium'], '/dashboard/venue/bookings')).toBe(true);
    expect(canOpenRoute(['professional'], '/dashboard/venue/bookings')).toBe(false);
    expect(canOpenRoute(['professional_premium'], '/dashboard/services/create')).toBe(true);
    expect(canOpenRoute([], '/dashboard/opgeslagen')).toBe(true);
    expect(canOpenRoute(['organization'], '/dashboard/opgeslagen')).toBe(false);
  });

  it('unlisted dashboard pages are open to any signed-in user', () => {
    expect(routeRuleFor('/dashboard/instellingen/account')).toBeNull();
    expect(canOpenRoute(['venue'], '/dashboard/instellingen/beveiliging')).toBe(true);
  });

  it('payments are open to every signed-in member: participants pay too (issue 14)', () => {
    expect(routeRuleFor('/dashboard/betalingen')).toBeNull();
    for (const roles of [[], ['participant'], ['venue'], ['professional_premium'], ['organization']] as const)
      expect(canOpenRoute(roles, '/dashboard/betalingen')).toBe(true);
  });

  it('matches whole path segments only', () => {
    expect(routeRuleFor('/administratie')).toBeNull();
    expect(routeRuleFor('/dashboard/venue-tips')).toBeNull();
  });
});
