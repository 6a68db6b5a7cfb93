import { ArrowRight, Bell, Lock, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/Card';

type OverviewItem = {
  key: 'account' | 'security' | 'privacy' | 'notifications';
  href: string;
  icon: LucideIcon;
};

const ITEMS: readonly OverviewItem[] = [
  { key: 'account', href: '/dashboard/instellingen/account', icon: UserRound },
  { key: 'security', href: '/dashboard/instellingen/beveiliging', icon: ShieldCheck },
  { key: 'privacy', href: '/dashboard/instellingen/privacy', icon: Lock },
  { key: 'notifications', href: '/dashboard/instellingen/notificaties', icon: Bell },
];

/** The settings index: one card per personal tab with what it holds (role tabs sit in the tab strip). */
export const SettingsOverview = () => {
  const { t } = useTranslation('settings');
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="settings-overview">
      {ITEMS.map(({ key, href, icon: Icon }) => (
        <li key={key}>
          <Card interactive className="h-full">
            <Link
              to={href}
              className="flex h-full items-start gap-4 rounded-[var(--radius-card)] p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-sans text-lg font-semibold text-ink">
                  {t(`overview.${key}.title`)}
                </span>
                <span className="mt-1 block text-sm text-ink-soft">{t(`overview.${key}.text`)}</span>
              </span>
              <ArrowRight aria-hidden className="mt-1 size-5 shrink-0 text-forest-700" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
};
