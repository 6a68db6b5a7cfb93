import { MAIN_EVENT_TYPES } from '@core/domain/categories';

/** A navigation entry; labelKey lives in the `common` namespace. */
export type NavLink = { to: string; labelKey: string };

/** Info centre dropdown (spec §2 Navigation): about and support. */
export const INFO_CENTRE_LINKS: readonly NavLink[] = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/support', labelKey: 'nav.support' },
];

/** "The Circle" dropdown for signed-in users. */
export const CIRCLE_LINKS: readonly NavLink[] = [
  { to: '/members', labelKey: 'nav.members' },
  { to: '/organizations', labelKey: 'nav.organizations' },
  { to: '/community', labelKey: 'nav.community' },
];

/** Events submenu: all events, then the nine main types (names come from the API when loaded). */
export const eventTypeLinks = (): { to: string; slug: string }[] =>
  MAIN_EVENT_TYPES.map((slug) => ({ to: `/events/${slug}`, slug }));

/** Plain top-level links of the signed-in header, after The Circle and Events. */
export const MEMBER_LINKS: readonly NavLink[] = [
  { to: '/venues', labelKey: 'nav.venues' },
  { to: '/professionals', labelKey: 'nav.professionals' },
  { to: '/roadmap', labelKey: 'nav.roadmap' },
];

/** Visitor header: home and 'Lid worden' (→ /prijzen), then the info centre. */
export const VISITOR_LINKS: readonly NavLink[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/prijzen', labelKey: 'nav.join' },
];

export type FooterGroup = { titleKey: string; links: readonly NavLink[] };

/** Every footer link of spec §2, grouped; the cookie-settings button is added by the footer itself. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    titleKey: 'footer.discover',
    links: [
      { to: '/events', labelKey: 'footer.events' },
      { to: '/organisers', labelKey: 'footer.organisers' },
      { to: '/locations', labelKey: 'footer.locations' },
      { to: '/community', labelKey: 'footer.community' },
    ],
  },
  {
    titleKey: 'footer.participate',
    links: [
      { to: '/add-event', labelKey: 'footer.addEvent' },
      { to: '/create-profile', labelKey: 'footer.createProfile' },
      { to: '/prijzen', labelKey: 'footer.pricing' },
    ],
  },
  {
    titleKey: 'footer.kring',
    links: [
      { to: '/support', labelKey: 'footer.support' },
      { to: '/about', labelKey: 'footer.about' },
      { to: '/contact', labelKey: 'footer.contact' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { to: '/privacy', labelKey: 'footer.privacy' },
      { to: '/terms', labelKey: 'footer.terms' },
    ],
  },
];

/** Mobile bottom tab bar (spec §2): four destinations plus the 'Meer' button. */
export const TAB_BAR_LINKS: readonly (NavLink & {
  icon: 'events' | 'venues' | 'professionals' | 'community';
})[] = [
  { to: '/events', labelKey: 'tabs.events', icon: 'events' },
  { to: '/venues', labelKey: 'tabs.venues', icon: 'venues' },
  { to: '/professionals', labelKey: 'tabs.professionals', icon: 'professionals' },
  { to: '/community', labelKey: 'tabs.community', icon: 'community' },
];

/** True when `pathname` is the link's page or below it ('/' only matches itself). */
export const isActivePath = (pathname: string, to: string): boolean =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
