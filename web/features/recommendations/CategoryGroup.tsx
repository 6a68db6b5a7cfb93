import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MainCategoryDto } from '@core/schemas/categories';
import { cn } from '@web/lib/cn';

type CategoryGroupProps = {
  category: MainCategoryDto;
  name: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
};

const chip =
  'flex cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-white px-3 py-2.5 text-sm has-[:checked]:border-forest-400 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-600';

/** One main type: choose it as a whole, or open it to choose some of its subtypes. */
export const CategoryGroup = ({ category, name, selected, onToggle }: CategoryGroupProps) => {
  const { t } = useTranslation('recommendations');
  const count =
    (selected.has(category.id) ? 1 : 0) + category.subtypes.filter((s) => selected.has(s.id)).length;
  return (
    <details
      className="group rounded-[var(--radius-card)] border border-line bg-white/70 open:bg-white"
      data-testid="interest-group"
      data-slug={category.slug}
      open={count > 0 ? true : undefined}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-[var(--radius-card)] px-4 py-3.5 focus-visible:outline-2 focus-visible:outline-forest-600 [&::-webkit-details-marker]:hidden">
        <span className="font-medium text-ink">{name}</span>
        <span className="flex items-center gap-2 text-sm text-ink-muted">
          {count > 0 ? (
            <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-forest-800">
              {t('interests.chosen', { count })}
            </span>
          ) : null}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="border-t border-line px-4 pt-3 pb-4">
        <label className={cn(chip, 'mb-3 font-medium')}>
          <input
            type="checkbox"
            className="size-4 accent-forest-700"
            checked={selected.has(category.id)}
            onChange={(event) => onToggle(category.id, event.target.checked)}
            data-testid={`interest-${category.slug}`}
          />
          {t('interests.allOf', { name })}
        </label>
        {category.subtypes.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm text-ink-muted">{t('interests.subtypesOf', { name })}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {category.subtypes.map((subtype) => (
                <label key={subtype.id} className={chip}>
                  <input
                    type="checkbox"
                    className="size-4 accent-forest-700"
                    checked={selected.has(subtype.id)}
                    onChange={(event) => onToggle(subtype.id, event.target.checked)}
                  />
                  {subtype.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
    </details>
  );
};
