import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { DIRECTORY_VIEWS } from '@core/domain/venueFilters';
import { MEMBER_SORT_KEYS, type MemberSortKey } from '@core/schemas/members';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';
import type { MemberFilterState } from './memberFilters';

/** A text field applied 300 ms after typing stops (spec §5), replacing the history entry while typing. */
const DebouncedInput = ({
  id,
  label,
  value,
  placeholder,
  onChange,
  icon = false,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  icon?: boolean;
}) => {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text.trim()), FILTER_DEBOUNCE.search);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {icon ? (
        <Search aria-hidden className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-muted" />
      ) : null}
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className={cn(fieldClassName, 'h-11', icon && 'pl-10')}
        data-testid={id}
      />
    </div>
  );
};

const VIEW_ICONS = { grid: LayoutGrid, list: List } as const;

type Props = {
  filters: MemberFilterState;
  update: UpdateUrlFilters<MemberFilterState>;
  total: number | null;
};

/** Search text and city, the count, the sort and the grid/list switch of /members. */
export const MembersToolbar = ({ filters, update, total }: Props) => {
  const { t } = useTranslation('members');
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <DebouncedInput
          id="members-search"
          icon
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={filters.q}
          onChange={(q) => update((s) => ({ ...s, q }), { replace: true })}
        />
        <div className="sm:w-56">
          <DebouncedInput
            id="members-city"
            label={t('filters.city')}
            placeholder={t('filters.cityPlaceholder')}
            value={filters.city}
            onChange={(city) => update((s) => ({ ...s, city }), { replace: true })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className="flex min-h-9 items-center text-sm font-medium text-ink-soft"
          data-testid="members-count"
          aria-live="polite"
        >
          {total !== null ? t('list.count', { count: total }) : null}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="members-sort" className="sr-only">
            {t('filters.sort')}
          </label>
          <select
            id="members-sort"
            value={filters.sort}
            onChange={(e) => update((s) => ({ ...s, sort: e.target.value as MemberSortKey }))}
            className={cn(fieldClassName, 'h-9 w-auto py-0 text-sm')}
          >
            {MEMBER_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </select>
          <div
            role="group"
            aria-label={t('filters.view')}
            className="flex rounded-full border border-line bg-white p-0.5"
          >
            {DIRECTORY_VIEWS.map((view) => {
              const Icon = VIEW_ICONS[view];
              return (
                <button
                  key={view}
                  type="button"
                  aria-pressed={filters.view === view}
                  aria-label={t(`view.${view}`)}
                  onClick={() => update((s) => ({ ...s, view }), { replace: true })}
                  className={cn(
                    'grid size-8 place-items-center rounded-full text-ink-soft',
                    filters.view === view && 'bg-forest-700 text-white',
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                </button>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
};
