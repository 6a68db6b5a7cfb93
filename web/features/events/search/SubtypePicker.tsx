import { Check, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainEventType } from '@core/domain/categories';
import type { SubtypeDto } from '@core/schemas/categories';
import { fieldClassName } from '@web/components/ui/Input';
import { useCategoryTree } from '@web/features/categories';
import { cn } from '@web/lib/cn';
import { filterSubtypeOptions, SUBTYPE_FILTER_MIN_OPTIONS } from './subtypeFilter';
import type { UpdateFilters } from './useEventFilters';

type SubtypePickerProps = { mainType: MainEventType | 'all'; selected: string[]; update: UpdateFilters };

/**
 * Subtypes of the chosen main type as a multi-select; shown only with more than one option (spec §5).
 *
 * Where 'Geen subtypes gevonden.' (spec §2) appears: in the name filter of a long list, when the typed text
 * matches no subtype. Not for a main type without subtypes: that would show an empty state where spec §5
 * shows nothing, and a type with exactly one subtype would then show nothing at all while one with none
 * shows a message, an odd difference for the same "nothing to pick" situation. A user types a name, sees
 * no match and reads why, which is what an empty state is for.
 */
export const SubtypePicker = ({ mainType, selected, update }: SubtypePickerProps) => {
  const { data } = useCategoryTree(mainType !== 'all');
  const options = mainType === 'all' ? [] : (data?.items.find((c) => c.slug === mainType)?.subtypes ?? []);
  if (options.length <= 1) return null;
  // A new main type starts with an empty name filter.
  return <SubtypeOptions key={mainType} options={options} selected={selected} update={update} />;
};

type SubtypeOptionsProps = { options: SubtypeDto[]; selected: string[]; update: UpdateFilters };

const SubtypeOptions = ({ options, selected, update }: SubtypeOptionsProps) => {
  const { t } = useTranslation('events');
  const [text, setText] = useState('');
  const withFilter = options.length >= SUBTYPE_FILTER_MIN_OPTIONS;
  const shown = withFilter ? filterSubtypeOptions(options, text) : options;
  const toggle = (slug: string) =>
    update((s) => ({
      ...s,
      subtypes: s.subtypes.includes(slug) ? s.subtypes.filter((x) => x !== slug) : [...s.subtypes, slug],
    }));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('filters.subtypes')}</legend>
      {withFilter ? (
        <div className="relative mb-3">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            type="search"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label={t('subtypePicker.filter')}
            placeholder={t('subtypePicker.filterPlaceholder')}
            className={cn(fieldClassName, 'h-10 py-0 pl-9 text-sm')}
            data-testid="events-subtypes-filter"
          />
        </div>
      ) : null}
      {/* Always mounted, so screen readers announce the message when the filter empties the list. */}
      <p role="status" className="text-sm text-ink-muted empty:hidden" data-testid="events-subtypes-empty">
        {shown.length === 0 ? t('subtypePicker.empty') : null}
      </p>
      {shown.length === 0 ? null : (
        <ul className="flex flex-wrap gap-2" data-testid="events-subtypes">
          {shown.map((option) => {
            const on = selected.includes(option.slug);
            return (
              <li key={option.slug}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(option.slug)}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                    on
                      ? 'bg-forest-700 text-white'
                      : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink hover:ring-forest-200',
                  )}
                >
                  {on ? <Check aria-hidden className="size-3.5" /> : null}
                  {option.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
};
