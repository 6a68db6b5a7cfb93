import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isMainEventType, MAIN_EVENT_TYPES, type MainEventType } from '@core/domain/categories';
import { withMainType, type EventFilterState } from '@core/domain/eventFilters';
import { TabsOrDropdown } from '@web/components/ui/TabsOrDropdown';
import { useMainTypeName } from '@web/features/categories';
import { cn } from '@web/lib/cn';
import { filtersHref, useDefaultRadius } from './useEventFilters';

type MainTypeChipsProps = { filters: EventFilterState };

const chipClassName = (active: boolean) =>
  cn(
    'block shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    active
      ? 'bg-forest-700 text-white shadow-sm'
      : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink hover:ring-forest-200',
  );

/**
 * Main-type filter: a type moves the path to /events/{mainType} and clears the subtypes, keeping the other
 * filters (spec §2/§4).
 */
export const MainTypeChips = ({ filters }: MainTypeChipsProps) => {
  const { t } = useTranslation('events');
  const typeName = useMainTypeName();
  const defaultRadius = useDefaultRadius();
  const navigate = useNavigate();
  const chip = (slug: MainEventType | 'all', label: string) => {
    const active = filters.mainType === slug;
    return (
      <li key={slug}>
        <Link
          to={filtersHref(withMainType(filters, slug), defaultRadius)}
          preventScrollReset
          aria-current={active ? 'page' : undefined}
          className={chipClassName(active)}
          data-testid={`main-type-${slug}`}
        >
          {label}
        </Link>
      </li>
    );
  };
  // Spec §9: more than 10 types (all included) would become a searchable dropdown.
  const choices: { key: MainEventType | 'all'; label: string }[] = [
    { key: 'all', label: t('chips.all') },
    ...MAIN_EVENT_TYPES.map((slug) => ({ key: slug, label: typeName(slug) })),
  ];
  const handleSelect = (key: string) =>
    void navigate(filtersHref(withMainType(filters, isMainEventType(key) ? key : 'all'), defaultRadius), {
      preventScrollReset: true,
    });
  return (
    <nav aria-label={t('chips.aria')} className="-mx-5 overflow-x-auto px-5 pb-1 sm:mx-0 sm:px-0">
      <TabsOrDropdown
        items={choices}
        activeKey={filters.mainType}
        onSelect={handleSelect}
        label={t('chips.aria')}
        testId="main-type-dropdown"
      >
        <ul className="flex gap-2 sm:flex-wrap">{choices.map((choice) => chip(choice.key, choice.label))}</ul>
      </TabsOrDropdown>
    </nav>
  );
};
