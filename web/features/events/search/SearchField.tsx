import { Search } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { useDebouncedField } from '@web/lib/useDebouncedField';
import type { UpdateFilters } from './useEventFilters';

type SearchFieldProps = { value: string; update: UpdateFilters; id: string; className?: string };

const sameText = (a: string, b: string) => a.trim() === b.trim();

/** Search text, applied 300 ms after typing stops (spec §5); Enter applies it at once. */
export const SearchField = ({ value, update, id, className }: SearchFieldProps) => {
  const { t } = useTranslation('events');
  const commit = useCallback(
    (q: string, options: { replace: boolean }) => update((s) => ({ ...s, q: q.trim() }), options),
    [update],
  );
  const field = useDebouncedField(value, FILTER_DEBOUNCE.search, commit, sameText);
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('filters.search')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={field.draft}
        placeholder={t('filters.searchPlaceholder')}
        onChange={(e) => field.change(e.target.value)}
        onFocus={field.startBurst}
        onBlur={field.flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') field.flush();
        }}
        className={cn(fieldClassName, 'h-12 pl-11')}
        data-testid="events-search"
      />
    </div>
  );
};
