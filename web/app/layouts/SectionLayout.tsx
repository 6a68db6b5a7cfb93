import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { cn } from '@web/lib/cn';
import { ADMIN_NAV, DASHBOARD_NAV, screenHref } from '../screens';

type NavGroup = { titleKey: string; keys: readonly string[] };

type SectionNavProps = { groups: readonly NavGroup[]; ariaLabel: string };

const SectionNavList = ({ groups }: { groups: readonly NavGroup[] }) => {
  const { t } = useTranslation('screens');
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <div key={group.titleKey}>
          <p className="mb-2 px-3 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">
            {t(group.titleKey)}
          </p>
          <ul className="space-y-0.5">
            {group.keys.map((key) => {
              const href = screenHref(key);
              if (!href) return null;
              return (
                <li key={key}>
                  <NavLink
                    to={href}
                    end
                    className={({ isActive }) =>
                      cn(
                        'block rounded-xl px-3 py-2 text-sm transition-colors',
                        isActive
                          ? 'bg-forest-100/70 font-semibold text-forest-900'
                          : 'text-ink-soft hover:bg-sand-100 hover:text-ink',
                      )
                    }
                  >
                    {t(`${key}.nav`, { defaultValue: t(`${key}.title`) })}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
};

/** Sidebar on desktop, a collapsible menu above the content on smaller screens. */
const SectionNav = ({ groups, ariaLabel }: SectionNavProps) => {
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label={ariaLabel} className="hidden w-60 shrink-0 lg:block">
        <div className="sticky top-24 max-h-[calc(100svh-7rem)] overflow-y-auto pr-2 pb-8">
          <SectionNavList groups={groups} />
        </div>
      </nav>
      <details key={pathname} className="group mb-2 rounded-2xl border border-line bg-white lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-ink">
          {ariaLabel}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label={ariaLabel} className="border-t border-line px-1 py-4">
          <SectionNavList groups={groups} />
        </nav>
      </details>
    </>
  );
};

const SectionLayout = ({ groups, ariaLabel }: SectionNavProps) => (
  <Container size="wide" className="flex flex-1 flex-col gap-6 py-6 lg:flex-row lg:gap-10 lg:py-10">
    <SectionNav groups={groups} ariaLabel={ariaLabel} />
    <div className="min-w-0 flex-1">
      <Outlet />
    </div>
  </Container>
);

export const DashboardLayout = () => {
  const { t } = useTranslation('screens');
  return <SectionLayout groups={DASHBOARD_NAV} ariaLabel={t('nav.dashboard.aria')} />;
};

export const AdminLayout = () => {
  const { t } = useTranslation('screens');
  return <SectionLayout groups={ADMIN_NAV} ariaLabel={t('nav.admin.aria')} />;
};
