import type { Role } from '@core/domain/roles';
import { baseRole } from '@web/features/accounts';
import { INFO_CENTRE_LINKS, type NavLink } from './navLinks';

export type MenuLink = NavLink & {
  /** A count shown next to the link, filled in by the component (reviews without reply). */
  badge?: 'unrepliedReviews';
};

export type MenuSectionId =
  'account' | 'admin' | 'organization' | 'professional' | 'venue' | 'participant' | 'community' | 'info';

export type MenuSection = { id: MenuSectionId; titleKey: string; links: readonly MenuLink[] };

const reviews: MenuLink = { to: '/dashboard/reviews', labelKey: 'menu.reviews', badge: 'unrepliedReviews' };
const payments: MenuLink = { to: '/dashboard/betalingen', labelKey: 'menu.payments' };

const ROLE_SECTIONS: Record<'organization' | 'professional' | 'venue' | 'participant', MenuSection> = {
  organization: {
    id: 'organization',
    titleKey: 'menu.sections.organization',
    links: [
      { to: '/dashboard/evenementen', labelKey: 'menu.myEvents' },
      reviews,
      payments,
      { to: '/dashboard/organization/profiel', labelKey: 'menu.profile' },
    ],
  },
  professional: {
    id: 'professional',
    titleKey: 'menu.sections.professional',
    links: [
      { to: '/dashboard/services', labelKey: 'menu.services' },
      reviews,
      payments,
      { to: '/dashboard/professional/profiel', labelKey: 'menu.profile' },
    ],
  },
  venue: {
    id: 'venue',
    titleKey: 'menu.sections.venue',
    links: [
      // Spec names /dashboard/bookings; the dashboard route list has venue/bookings, so we link there
      // (and /dashboard/bookings redirects to it).
      { to: '/dashboard/venue/bookings', labelKey: 'menu.bookings' },
      reviews,
      payments,
      { to: '/dashboard/venue/profiel', labelKey: 'menu.profile' },
    ],
  },
  participant: {
    id: 'participant',
    titleKey: 'menu.sections.participant',
    links: [
      { to: '/dashboard/opgeslagen', labelKey: 'menu.saved' },
      { to: '/dashboard/tickets', labelKey: 'menu.tickets' },
      reviews,
      { to: '/dashboard/forum', labelKey: 'menu.forum' },
      payments,
      { to: '/dashboard/participant/profiel', labelKey: 'menu.profile' },
    ],
  },
};

const ADMIN_SECTION: MenuSection = {
  id: 'admin',
  titleKey: 'menu.sections.admin',
  links: [
    { to: '/admin', labelKey: 'menu.admin.dashboard' },
    { to: '/admin/gebruikers', labelKey: 'menu.admin.users' },
    { to: '/admin/organisaties', labelKey: 'menu.admin.organizations' },
    { to: '/admin/professionals', labelKey: 'menu.admin.professionals' },
    { to: '/admin/venues', labelKey: 'menu.admin.venues' },
    { to: '/admin/evenementen', labelKey: 'menu.admin.events' },
    { to: '/admin/forum', labelKey: 'menu.admin.forum' },
    { to: '/admin/berichten-meldingen', labelKey: 'menu.admin.messageReports' },
    { to: '/admin/categorieen', labelKey: 'menu.admin.categories' },
    { to: '/admin/helpdesk', labelKey: 'menu.admin.helpdesk' },
    { to: '/admin/roadmap', labelKey: 'menu.admin.roadmap' },
    { to: '/admin/storage', labelKey: 'menu.admin.storage' },
    { to: '/admin/test-data', labelKey: 'menu.admin.testData' },
    { to: '/admin/instellingen', labelKey: 'menu.admin.settings' },
    { to: '/admin/logboek', labelKey: 'menu.admin.auditLog' },
  ],
};

const ACCOUNT_SECTION: MenuSection = {
  id: 'account',
  titleKey: 'menu.sections.account',
  links: [
    { to: '/prijzen', labelKey: 'menu.pricing' },
    { to: '/inloggen', labelKey: 'menu.login' },
    // Spec: 'Registreren' leads to the pricing page, where a plan is chosen first.
    { to: '/prijzen', labelKey: 'menu.register' },
  ],
};

const COMMUNITY_SECTION: MenuSection = {
  id: 'community',
  titleKey: 'menu.sections.community',
  links: [
    { to: '/members', labelKey: 'menu.members' },
    { to: '/organizations', labelKey: 'menu.organizations' },
  ],
};

const INFO_SECTION: MenuSection = { id: 'info', titleKey: 'menu.sections.info', links: INFO_CENTRE_LINKS };

/**
 * The sections of the mobile 'Meer' sheet (spec §2 Navigation). `roles` null means signed out.
 * Admins see only the admin section; participant links appear only for users who are not also an
 * organisation, professional or venue.
 */
export const mobileMenuSections = (roles: readonly Role[] | null): MenuSection[] => {
  if (roles === null) return [ACCOUNT_SECTION, COMMUNITY_SECTION, INFO_SECTION];
  const held = new Set(roles.map(baseRole));
  if (held.has('admin')) return [ADMIN_SECTION, COMMUNITY_SECTION, INFO_SECTION];
  const roleSections: MenuSection[] = [];
  if (held.has('organization')) roleSections.push(ROLE_SECTIONS.organization);
  if (held.has('professional')) roleSections.push(ROLE_SECTIONS.professional);
  if (held.has('venue')) roleSections.push(ROLE_SECTIONS.venue);
  if (roleSections.length === 0) roleSections.push(ROLE_SECTIONS.participant);
  return [...roleSections, COMMUNITY_SECTION, INFO_SECTION];
};
