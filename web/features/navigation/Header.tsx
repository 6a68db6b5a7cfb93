import { ChevronDown, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { Logo } from '@web/components/ui/Logo';
import { type SessionUser, useActiveRole, useSession } from '@web/features/accounts';
import { useMainTypeName } from '@web/features/categories';
import { HeaderBell } from '@web/features/notifications';
import { lazyPart } from '@web/lib/lazyPart';
import { useSiteName } from '@web/lib/siteName';
import { BREAKPOINTS, useMediaQuery } from '@web/lib/useMediaQuery';
import { Avatar } from './Avatar';
import { LanguageSwitch } from './LanguageSwitch';
import { setMenuSheetOpen } from './menuSheetStore';
import type { NavDropdownProps } from './NavDropdown';
import { navItemClassName } from './navItemStyle';
import {
  CIRCLE_LINKS,
  eventTypeLinks,
  INFO_CENTRE_LINKS,
  isActivePath,
  MEMBER_LINKS,
  VISITOR_LINKS,
} from './navLinks';

/*
 * The menus (Radix DropdownMenu with its positioning and focus code, ≈ 30 KB gzip) are not part of the first
 * load: visitors on a phone never see them, and elsewhere they arrive right after the first paint. Their
 * stand-ins look exactly like the closed triggers, so nothing moves when the real ones take over, and a press on
 * one opens the menu as soon as it has loaded. They appear
 * after hydration (the viewport and the session are known then), so they load without Suspense (lazyPart).
 */
const NavDropdownMenu = lazyPart(() => import('./NavDropdown').then((m) => m.NavDropdown));
const UserMenu = lazyPart(() => import('./UserMenu').then((m) => m.UserMenu));
const RoleSwitcherMenu = lazyPart(() =>
  import('@web/features/accounts/RoleSwitcher').then((m) => m.RoleSwitcherMenu),
);

const NavDropdown = (props: NavDropdownProps) => (
  <NavDropdownMenu
    {...props}
    fallback={(press) => (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={navItemClassName(props.active ?? false)}
        data-testid={props.testId}
        onClick={press}
      >
        {props.label}
        <ChevronDown aria-hidden className="size-4 opacity-60" />
      </button>
    )}
  />
);

const VisitorNav = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      {VISITOR_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end className={({ isActive }) => navItemClassName(isActive)}>
          {t(link.labelKey)}
        </NavLink>
      ))}
      <NavDropdown
        label={t('nav.infoCentre')}
        active={INFO_CENTRE_LINKS.some((l) => isActivePath(pathname, l.to))}
        items={INFO_CENTRE_LINKS.map((l) => ({ to: l.to, label: t(l.labelKey) }))}
      />
    </>
  );
};

const MemberNav = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const typeName = useMainTypeName(true);
  return (
    <>
      <NavDropdown
        label={t('nav.circle')}
        active={CIRCLE_LINKS.some((l) => isActivePath(pathname, l.to))}
        items={CIRCLE_LINKS.map((l) => ({ to: l.to, label: t(l.labelKey) }))}
      />
      <NavDropdown
        label={t('nav.events')}
        testId="nav-events"
        active={isActivePath(pathname, '/events')}
        items={[
          { to: '/events', label: t('nav.allEvents') },
          ...eventTypeLinks().map((l, i) => ({
            to: l.to,
            label: typeName(l.slug),
            separatorBefore: i === 0,
          })),
        ]}
      />
      {MEMBER_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={({ isActive }) => navItemClassName(isActive)}>
          {t(link.labelKey)}
        </NavLink>
      ))}
      <NavDropdown
        label={t('nav.infoCentre')}
        active={INFO_CENTRE_LINKS.some((l) => isActivePath(pathname, l.to))}
        items={INFO_CENTRE_LINKS.map((l) => ({ to: l.to, label: t(l.labelKey) }))}
      />
    </>
  );
};

type HeaderViewProps = { user: SessionUser | null; roleSwitcher?: ReactNode };

/**
 * The site header for visitors and signed-in users (spec §2 Navigation). Full navigation from 1024 px;
 * below that the 'Meer' sheet carries it (tab bar on phones, a menu button on tablets).
 */
export const HeaderView = ({ user, roleSwitcher }: HeaderViewProps) => {
  const { t } = useTranslation();
  const siteName = useSiteName();
  // Below 1024 px the 'Meer' sheet carries the navigation, so the menus are not even rendered there.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/75">
      <Container size="wide" className="flex h-16 items-center gap-3 sm:h-[4.5rem]">
        <Link to="/" aria-label={t('nav.homeAria', { siteName })} className="mr-2 shrink-0 rounded-lg">
          <Logo name={siteName} />
        </Link>
        {wide ? (
          <nav aria-label={t('nav.mainAria')} className="flex flex-1 items-center gap-0.5">
            {user ? <MemberNav /> : <VisitorNav />}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          {user ? <HeaderBell /> : null}
          {user ? (
            <>
              {roleSwitcher}
              <UserMenu
                user={user}
                fallback={(press) => (
                  <button
                    type="button"
                    aria-haspopup="menu"
                    aria-expanded={false}
                    aria-label={t('userMenu.open', { name: user.name })}
                    data-testid="user-menu"
                    className="rounded-full"
                    onClick={press}
                  >
                    <Avatar name={user.name} src={user.avatarUrl} />
                  </button>
                )}
              />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
                <Link to="/inloggen" data-testid="header-login">
                  {t('nav.login')}
                </Link>
              </Button>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link to="/prijzen" data-testid="header-register">
                  {t('nav.register')}
                </Link>
              </Button>
            </>
          )}
          <Button
            variant="secondary"
            size="icon"
            className="hidden sm:inline-flex lg:hidden"
            aria-label={t('nav.openMenu')}
            onClick={() => setMenuSheetOpen(true)}
          >
            <Menu aria-hidden />
          </Button>
        </div>
      </Container>
    </header>
  );
};

export const Header = () => {
  const { user } = useSession();
  const { activeRole } = useActiveRole();
  // The menus follow the role chosen in the switcher (spec §4), not only the session's default.
  const viewUser = user ? { ...user, activeRole } : null;
  return <HeaderView user={viewUser} roleSwitcher={viewUser ? <RoleSwitcherMenu fallback={null} /> : null} />;
};
