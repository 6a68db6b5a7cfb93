import { describe, expect, it } from 'vitest';
import { initials, userMenuItems } from './userMenu';

const user = (
  roles: Parameters<typeof userMenuItems>[0]['roles'],
  activeRole = roles[0] ?? 'participant',
) => ({
  id: '7d4f2c1e-0000-4000-8000-000000000001',
  roles,
  activeRole,
  profileSlugs: { professional: 'anna-de-vries', venue: 'de-tuinkamer' },
});

describe('userMenuItems (spec §2 Navigation)', () => {
  it('lists dashboard, create event, view profile, settings and account', () => {
    expect(userMenuItems(user(['participant'])).map((i) => i.to)).toEqual([
      '/dashboard',
      '/dashboard/berichten',
      '/dashboard/evenementen/create',
      '/member/7d4f2c1e-0000-4000-8000-000000000001',
      '/dashboard/participant/profiel',
      '/dashboard/instellingen',
    ]);
  });

  it('follows the active role for profile links', () => {
    const pro = userMenuItems(user(['professional_premium']));
    expect(pro.find((i) => i.id === 'viewProfile')?.to).toBe('/professionals/anna-de-vries');
    expect(pro.find((i) => i.id === 'profileSettings')?.to).toBe('/dashboard/professional/profiel');
    const venue = userMenuItems(user(['venue', 'organization'], 'venue'));
    expect(venue.find((i) => i.id === 'viewProfile')?.to).toBe('/venues/de-tuinkamer');
    const org = userMenuItems(user(['organization']));
    // No organisation slug known yet: fall back to the member page.
    expect(org.find((i) => i.id === 'viewProfile')?.to).toBe('/member/7d4f2c1e-0000-4000-8000-000000000001');
    expect(org.find((i) => i.id === 'profileSettings')?.to).toBe('/dashboard/organization/profiel');
  });

  it('adds the admin entry only for admins', () => {
    expect(userMenuItems(user(['organization'])).some((i) => i.id === 'admin')).toBe(false);
    expect(userMenuItems(user(['admin'])).at(-1)).toEqual({
      id: 'admin',
      to: '/admin',
      labelKey: 'userMenu.admin',
    });
  });

  it('makes initials', () => {
    expect(initials('Anna de Vries')).toBe('AV');
    expect(initials('sanne')).toBe('S');
    expect(initials('  ')).toBe('?');
  });
});
