import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MainEventType } from '@core/domain/categories';
import { useCategoryTree } from '@web/features/categories/queries';
import { cn } from '@web/lib/cn';
import type { UpdateFilters } from './useEventFilters';

type SubtypePickerProps = { mainType: MainEventType | 'all'; selected: string[]; update: UpdateFilters };

/** Subtypes of the chosen main type as a multi-select; shown only with more than one option (spec §5). */
export const SubtypePicker = ({ mainType, selected, update }: SubtypePickerProps) => {
  const { t } = useTranslation('events');
  const { data } = useCategoryTree(mainType !== 'all');
  const options = mainType === 'all' ? [] : (data?.items.find((c) => c.slug === mainType)?.subtypes ?? []);
  if (options.length <= 1) return null;
  const toggle = (slug: string) =>
    update((s) => ({
      ...s,
      subtypes: s.subtypes.includes(slug) ? s.subtypes.filter((x) => x !== slug) : [...s.subtypes, slug],
    }));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('filters.subtypes')}</legend>
      <ul className="flex flex-wrap gap-2" data-testid="events-subtypes">
        {options.map((option) => {
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
    </fieldset>
  );
};
