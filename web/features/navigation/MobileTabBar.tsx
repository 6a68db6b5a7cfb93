import { CalendarDays, Ellipsis, HeartHandshake, House, MessagesSquare, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { setMenuSheetOpen, useMenuSheetOpen } from './menuSheetStore';
import { TAB_BAR_LINKS } from './navLinks';

const ICONS: Record<(typeof TAB_BAR_LINKS)[number]['icon'], LucideIcon> = {
  events: CalendarDays,
  venues: House,
  professionals: HeartHandshake,
  community: MessagesSquare,
};

const tabClassName = (active: boolean) =>
  cn(
    'flex h-full flex-1 flex-col items-center justify-center gap-1 text-[0.7rem] font-medium transition-colors',
    active ? 'text-forest-700' : 'text-ink-muted hover:text-ink',
  );

/** Bottom tab bar below 640 px (spec §2): four destinations and 'Meer', which opens the menu sheet. */
export const MobileTabBar = () => {
  const { t } = useTranslation();
  const sheetOpen = useMenuSheetOpen();
  return (
    <nav
      aria-label={t('tabs.aria')}
      data-testid="mobile-tabbar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <ul className="flex h-16 items-stretch">
        {TAB_BAR_LINKS.map((link) => {
          const Icon = ICONS[link.icon];
          return (
            <li key={link.to} className="flex flex-1">
              <NavLink to={link.to} className={({ isActive }) => tabClassName(isActive)}>
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'grid h-7 w-12 place-items-center rounded-full',
                        isActive && 'bg-forest-50',
                      )}
                    >
                      <Icon aria-hidden className="size-5" />
                    </span>
                    {t(link.labelKey)}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            type="button"
            data-testid="mobile-more-button"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            onClick={() => setMenuSheetOpen(true)}
            className={tabClassName(sheetOpen)}
          >
            <span
              className={cn('grid h-7 w-12 place-items-center rounded-full', sheetOpen && 'bg-forest-50')}
            >
              <Ellipsis aria-hidden className="size-5" />
            </span>
            {t('tabs.more')}
          </button>
        </li>
      </ul>
    </nav>
  );
};
