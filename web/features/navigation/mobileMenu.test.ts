import { describe, expect, it } from 'vitest';
import { mobileMenuSections } from './mobileMenu';

const ids = (roles: Parameters<typeof mobileMenuSections>[0]) => mobileMenuSections(roles).map((s) => s.id);
const links = (roles: Parameters<typeof mobileMenuSections>[0], id: string) =>
  mobileMenuSections(roles)
    .find((s) => s.id === id)
    ?.links.map((l) => l.to);

describe('mobileMenuSections (spec §2 Navigation)', () => {
  it('shows Prijzen, Inloggen and Registreren (to /prijzen) when signed out', () => {
    expect(ids(null)).toEqual(['account', 'community', 'info']);
    const account = mobileMenuSections(null)[0];
    expect(account?.links.map((l) => [l.labelKey, l.to])).toEqual([
      ['menu.pricing', '/prijzen'],
      ['menu.login', '/inloggen'],
      ['menu.register', '/prijzen'],
    ]);
    expect(links(null, 'community')).toEqual(['/members', '/organizations']);
    expect(links(null, 'info')).toEqual(['/about', '/support']);
  });

  it('gives an organisation its events, reviews, payments and profile', () => {
    expect(ids(['organization'])).toEqual(['organization', 'community', 'info']);
    expect(links(['organization_premium'], 'organization')).toEqual([
      '/dashboard/evenementen',
      '/dashboard/reviews',
      '/dashboard/betalingen',
      '/dashboard/organization/profiel',
    ]);
  });

  it('gives a professional services, reviews, payments and profile', () => {
    expect(links(['professional'], 'professional')).toEqual([
      '/dashboard/services',
      '/dashboard/reviews',
      '/dashboard/betalingen',
      '/dashboard/professional/profiel',
    ]);
  });

  it('gives a venue bookings, reviews, payments and profile', () => {
    expect(links(['venue_premium'], 'venue')).toEqual([
      '/dashboard/venue/bookings',
      '/dashboard/reviews',
      '/dashboard/betalingen',
      '/dashboard/venue/profiel',
    ]);
  });

  it('gives a participant saved, tickets, reviews, forum, payments and profile', () => {
    expect(links(['participant'], 'participant')).toEqual([
      '/dashboard/opgeslagen',
      '/dashboard/tickets',
      '/dashboard/reviews',
      '/dashboard/forum',
      '/dashboard/betalingen',
      '/dashboard/participant/profiel',
    ]);
    expect(ids([])).toEqual(['participant', 'community', 'info']);
  });

  it('hides participant links when the user also holds a profile role', () => {
    expect(ids(['participant', 'venue'])).toEqual(['venue', 'community', 'info']);
    expect(ids(['participant', 'organization', 'professional', 'venue'])).toEqual([
      'organization',
      'professional',
      'venue',
      'community',
      'info',
    ]);
  });

  it('shows admins only the admin section', () => {
    expect(ids(['admin', 'organization', 'participant'])).toEqual(['admin', 'community', 'info']);
    expect(links(['admin'], 'admin')).toEqual([
      '/admin',
      '/admin/gebruikers',
      '/admin/organisaties',
      '/admin/professionals',
      '/admin/venues',
      '/admin/evenementen',
      '/admin/forum',
      '/admin/berichten-meldingen',
      '/admin/categorieen',
      '/admin/helpdesk',
      '/admin/roadmap',
      '/admin/storage',
      '/admin/test-data',
      '/admin/instellingen',
      '/admin/logboek',
    ]);
  });

  it('marks the reviews links for the unreplied-reviews badge', () => {
    const reviews = mobileMenuSections(['organization'])[0]?.links.find((l) => l.to === '/dashboard/reviews');
    expect(reviews?.badge).toBe('unrepliedReviews');
  });
});
