import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { PRICING_CATEGORIES, type PricingCategory } from './pricing';

type PricingTabsProps = { active: PricingCategory | null; search: string };

/** Links to /prijzen and /prijzen/{category}; the chosen interval travels along in the query string. */
export const PricingTabs = ({ active, search }: PricingTabsProps) => {
  const { t } = useTranslation('payments');
  const tabs: { key: PricingCategory | null; to: string }[] = [
    { key: null, to: '/prijzen' },
    ...PRICING_CATEGORIES.map((c) => ({ key: c, to: `/prijzen/${c}` })),
  ];
  return (
    <nav aria-label={t('pricing.categoriesLabel')} className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {tabs.map(({ key, to }) => {
          const current = key === active;
          return (
            <li key={to}>
              <NavLink
                to={`${to}${search}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                  current
                    ? 'border-forest-700 bg-forest-700 text-white'
                    : 'border-line bg-white text-ink-soft hover:bg-forest-50',
                )}
              >
                {t(`pricing.categories.${key ?? 'all'}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
