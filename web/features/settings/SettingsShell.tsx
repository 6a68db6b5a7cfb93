import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ORGANISATION_ROLES, holdsAny } from '@core/domain/roles';
import { type SessionUser, useSession } from '@web/features/accounts';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

type Tab = { key: string; href: string; visible: (user: SessionUser) => boolean };

const always = () => true;

/**
 * Tabs of /dashboard/instellingen (spec §2). Organisatie only for organisation roles (and admin, as the §6
 * route table allows); Team (our addition) for anyone who owns an organisation, professional or venue profile.
 */
const TABS: readonly Tab[] = [
  { key: 'account', href: '/dashboard/instellingen/account', visible: always },
  { key: 'security', href: '/dashboard/instellingen/beveiliging', visible: always },
  { key: 'privacy', href: '/dashboard/instellingen/privacy', visible: always },
  { key: 'notifications', href: '/dashboard/instellingen/notificaties', visible: always },
  {
    key: 'organization',
    href: '/dashboard/instellingen/organisatie',
    visible: (user) => holdsAny(user.roles, ORGANISATION_ROLES),
  },
  {
    key: 'team',
    href: '/dashboard/instellingen/team',
    visible: (user) => Object.keys(user.profileSlugs).length > 0,
  },
];

type SettingsShellProps = { title: string; description?: ReactNode; children: ReactNode };

/** Frame of every settings tab: title, lead text and the tab strip (scrolls sideways on a phone). */
export const SettingsShell = ({ title, description, children }: SettingsShellProps) => {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  useDocumentTitle(title);
  const tabs = user ? TABS.filter((tab) => tab.visible(user)) : TABS.filter((tab) => tab.visible === always);
  return (
    <div className="space-y-6">
      <header>
        <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">
          {t('shell.eyebrow')}
        </p>
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{title}</h1>
        {description ? <div className="mt-2 max-w-2xl text-ink-soft">{description}</div> : null}
      </header>
      <nav aria-label={t('shell.tabsLabel')} className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-line px-1">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={tab.href}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-3 py-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
                    isActive
                      ? 'border-forest-700 font-semibold text-forest-900'
                      : 'border-transparent text-ink-soft hover:text-ink',
                  )
                }
              >
                {t(`shell.tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-6">{children}</div>
    </div>
  );
};
