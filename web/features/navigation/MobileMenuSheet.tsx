import { ChevronRight, LogOut } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Sheet } from '@web/components/ui/Sheet';
import {
  RoleSwitcherSection,
  type SessionUser,
  useActiveRole,
  useSession,
  useSignOut,
} from '@web/features/accounts';
import { MessagesBadge } from '@web/features/notifications';
import { useUnansweredCount } from '@web/features/reviews';
import { cn } from '@web/lib/cn';
import { Avatar } from './Avatar';
import { LanguageSwitch } from './LanguageSwitch';
import { setMenuSheetOpen, useMenuSheetOpen } from './menuSheetStore';
import { mobileMenuSections, type MenuSection } from './mobileMenu';
import { isActivePath } from './navLinks';

type SectionListProps = { section: MenuSection; pathname: string };

/** Spec §2: the reviews entry counts received reviews without a reply (nothing shown at zero). */
const UnrepliedReviewsBadge = () => {
  const { t } = useTranslation();
  const count = useUnansweredCount(true).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="ml-auto mr-2 inline-flex min-w-6 items-center justify-center rounded-full bg-clay-600 px-1.5 text-xs font-semibold text-white"
      // The reviews namespace may not be loaded in the shell: the Dutch text is the fallback.
      aria-label={t('reviews:dashboard.badge', { count, defaultValue: `${count} zonder reactie` })}
      data-testid="unreplied-reviews-badge"
    >
      {count}
    </span>
  );
};

const SectionList = ({ section, pathname }: SectionListProps) => {
  const { t } = useTranslation();
  const accountSection = section.id === 'account';
  return (
    <section aria-labelledby={`menu-${section.id}`} className="mt-5">
      <h3
        id={`menu-${section.id}`}
        className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase"
      >
        {t(section.titleKey)}
      </h3>
      <ul className="overflow-hidden rounded-2xl border border-line bg-white">
        {section.links.map((link, index) => {
          const active = isActivePath(pathname, link.to) && !accountSection;
          return (
            <li key={`${link.to}-${link.labelKey}`} className={cn(index > 0 && 'border-t border-line/70')}>
              <Link
                to={link.to}
                onClick={() => setMenuSheetOpen(false)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between px-4 py-3.5 text-[0.95rem] transition-colors hover:bg-sand-50',
                  active ? 'font-semibold text-forest-800' : 'text-ink',
                )}
              >
                {t(link.labelKey)}
                {link.badge === 'unrepliedReviews' ? <UnrepliedReviewsBadge /> : null}
                <ChevronRight aria-hidden className="size-4 text-ink-muted" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
};

type MobileMenuSheetViewProps = {
  user: SessionUser | null;
  roleSwitcher?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The 'Meer' sheet: greeting, role links (or login/register), community and info links, language. */
export const MobileMenuSheetView = ({ user, roleSwitcher, open, onOpenChange }: MobileMenuSheetViewProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const sections = mobileMenuSections(user ? user.roles : null);
  const handleSignOut = async () => {
    onOpenChange(false);
    await signOut();
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      testId="mobile-more-sheet"
      closeLabel={t('menu.close')}
      title={
        user ? (
          <span className="flex items-center gap-3">
            <Avatar name={user.name} src={user.avatarUrl} className="size-10" />
            {t('menu.greeting', { name: user.name.split(' ')[0] })}
          </span>
        ) : (
          t('menu.welcome')
        )
      }
      description={user ? t(`roles.${user.activeRole}`) : t('menu.welcomeText')}
    >
      {roleSwitcher}
      {user ? (
        <Link
          to="/dashboard/berichten"
          onClick={() => setMenuSheetOpen(false)}
          className="mt-5 flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3.5 text-[0.95rem] text-ink hover:bg-sand-50"
          data-testid="mobile-messages-link"
        >
          {t('menu.messages')}
          <MessagesBadge className="ml-auto" />
          <ChevronRight aria-hidden className="size-4 text-ink-muted" />
        </Link>
      ) : null}
      {sections.map((section) => (
        <SectionList key={section.id} section={section} pathname={pathname} />
      ))}
      <div className="mt-6 flex items-center justify-between rounded-2xl bg-sand-100 px-4 py-3">
        <span className="text-sm font-medium text-ink-soft">{t('language.label')}</span>
        <LanguageSwitch testId="language-switch-sheet" />
      </div>
      {user ? (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          onClick={() => void handleSignOut()}
          data-testid="mobile-logout"
        >
          <LogOut aria-hidden />
          {t('menu.logout')}
        </Button>
      ) : null}
    </Sheet>
  );
};

export const MobileMenuSheet = () => {
  const open = useMenuSheetOpen();
  const { user } = useSession();
  const { activeRole } = useActiveRole();
  const { pathname } = useLocation();
  // Any navigation (also Back) closes the sheet; not the first render, which is the opening itself (the sheet
  // is mounted lazily when first opened, see MenuSheetHost).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuSheetOpen(false);
  }, [pathname]);
  const viewUser = user ? { ...user, activeRole } : null;
  return (
    <MobileMenuSheetView
      user={viewUser}
      roleSwitcher={viewUser ? <RoleSwitcherSection onSwitched={() => setMenuSheetOpen(false)} /> : null}
      open={open}
      onOpenChange={setMenuSheetOpen}
    />
  );
};
