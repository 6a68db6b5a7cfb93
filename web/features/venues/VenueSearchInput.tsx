import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

type VenueSearchInputProps = {
  value: string;
  onChange: (q: string) => void;
  className?: string;
  /** Another directory's field (organisations): its id, label, placeholder and test id. */
  field?: { id: string; label: string; placeholder: string; testId: string };
};

/**
 * Search text of a directory (venues by default), applied 300 ms after typing stops (spec §5), replacing the
 * history entry while typing.
 */
export const VenueSearchInput = ({ value, onChange, className, field }: VenueSearchInputProps) => {
  const { t } = useTranslation('venues');
  const { id, label, placeholder, testId } = field ?? {
    id: 'venues-search',
    label: t('filters.search'),
    placeholder: t('filters.searchPlaceholder'),
    testId: 'venues-search',
  };
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
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-muted" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className={cn(fieldClassName, 'h-11 pl-10')}
        data-testid={testId}
      />
    </div>
  );
};
