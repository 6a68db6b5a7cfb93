import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

type VenueSearchInputProps = { value: string; onChange: (q: string) => void; className?: string };

/** Search text, applied 300 ms after typing stops (spec §5), replacing the history entry while typing. */
export const VenueSearchInput = ({ value, onChange, className }: VenueSearchInputProps) => {
  const { t } = useTranslation('venues');
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
    <div className={cn('relative', className)}>
      <label htmlFor="venues-search" className="sr-only">
        {t('filters.search')}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-muted" />
      <input
        id="venues-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('filters.searchPlaceholder')}
        className={cn(fieldClassName, 'h-11 pl-10')}
        data-testid="venues-search"
      />
    </div>
  );
};
