import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE } from '@core/domain/eventFilters';
import { fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

export type DirectorySearchInputProps = {
  value: string;
  onChange: (q: string) => void;
  label: string;
  placeholder: string;
  /** Id of the input and its test id. */
  id: string;
  className?: string;
};

/** A directory's search text, applied 300 ms after typing stops (spec §5). */
export const DirectorySearchInput = ({
  value,
  onChange,
  label,
  placeholder,
  id,
  className,
}: DirectorySearchInputProps) => {
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
        data-testid={id}
      />
    </div>
  );
};
