import * as Popover from '@radix-ui/react-popover';
import { Check, ChevronDown, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { filterTabChoices, moveHighlight, type TabChoice } from './tabDropdown';

export type SearchableTabSelectProps = {
  items: readonly TabChoice[];
  activeKey: string | null;
  onSelect: (key: string) => void;
  /** What the list chooses: the dropdown's name and the label on its button. */
  label: string;
  testId?: string;
};

/**
 * The dropdown of a long tab list (TabsOrDropdown): a button with the current choice opens a search field over
 * the options (arrow keys, Enter, Escape; focus returns to the button). Its own chunk: Radix Popover and its
 * positioning load only on a page whose list is long enough.
 */
export const SearchableTabSelect = ({
  items,
  activeKey,
  onSelect,
  label,
  testId = 'tab-dropdown',
}: SearchableTabSelectProps) => {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const listId = useId();
  const matches = useMemo(() => filterTabChoices(items, query), [items, query]);
  const current = items.find((item) => item.key === activeKey) ?? null;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Keep the highlighted option in view while arrowing through a long list.
  useEffect(() => {
    if (open && highlight >= 0)
      document.getElementById(`${listId}-option-${highlight}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, highlight, listId]);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery('');
      setHighlight(
        Math.max(
          0,
          items.findIndex((item) => item.key === activeKey),
        ),
      );
    }
  };
  const choose = (key: string) => {
    setOpen(false);
    onSelect(key);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((index) => moveHighlight(index, event.key === 'ArrowDown' ? 1 : -1, matches.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = matches[highlight];
      if (item) choose(item.key);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={t('tabDropdown.current', { label, value: current?.label ?? '' })}
          data-testid={testId}
          className="inline-flex h-11 max-w-full items-center self-start gap-2 rounded-full border border-line bg-white pr-3 pl-4 text-sm shadow-sm transition-colors hover:border-forest-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600"
        >
          <span className="shrink-0 text-ink-muted">{label}</span>
          <span className="truncate font-semibold text-ink">{current?.label}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-ink-soft" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          data-testid={`${testId}-popover`}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-lift)] outline-none data-[state=open]:animate-pop-in"
        >
          <div className="relative">
            <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
            <input
              type="search"
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={highlight >= 0 && matches[highlight] ? optionId(highlight) : undefined}
              aria-label={t('tabDropdown.search')}
              placeholder={t('tabDropdown.searchPlaceholder', { count: items.length })}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setHighlight(0);
              }}
              onKeyDown={handleKeyDown}
              className="h-11 w-full rounded-xl border border-line bg-sand-50 pr-3 pl-9 text-base text-ink placeholder:text-ink-muted/80 focus:border-forest-400 focus:outline-none focus:ring-3 focus:ring-forest-100"
            />
          </div>
          <ul id={listId} role="listbox" aria-label={label} className="mt-2 max-h-72 overflow-y-auto">
            {matches.map((item, index) => (
              <li
                key={item.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlight}
                data-current={item.key === activeKey}
                onClick={() => choose(item.key)}
                onMouseMove={() => setHighlight(index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm text-ink select-none',
                  index === highlight && 'bg-forest-50 text-forest-900',
                  item.key === activeKey && 'font-semibold',
                )}
              >
                <span className="truncate">{item.label}</span>
                {item.key === activeKey ? (
                  <Check aria-hidden className="size-4 shrink-0 text-forest-700" />
                ) : null}
              </li>
            ))}
          </ul>
          <p
            role="status"
            className={cn('px-3 text-sm text-ink-muted', matches.length === 0 ? 'py-3' : 'sr-only')}
          >
            {matches.length === 0
              ? t('tabDropdown.empty', { query: query.trim() })
              : t('tabDropdown.results', { count: matches.length })}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
