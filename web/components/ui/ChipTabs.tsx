import { cn } from '@web/lib/cn';
import type { TabChoice } from './tabDropdown';

type ChipTabsProps = {
  items: readonly TabChoice[];
  activeKey: string | null;
  onSelect: (key: string) => void;
  /** Accessible name of the group. */
  label: string;
  testId?: string;
};

/** Tabs as a row of pill buttons (scrolls sideways on a phone); the chosen one is pressed. */
export const ChipTabs = ({ items, activeKey, onSelect, label, testId = 'chip-tabs' }: ChipTabsProps) => (
  <div role="group" aria-label={label} className="-mx-5 overflow-x-auto px-5 pb-1 sm:mx-0 sm:px-0">
    <ul className="flex gap-2 sm:flex-wrap" data-testid={testId}>
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <li key={item.key}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(item.key)}
              className={cn(
                'block shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                active
                  ? 'bg-forest-700 text-white shadow-sm'
                  : 'bg-white text-ink-soft ring-1 ring-line hover:text-ink hover:ring-forest-200',
              )}
            >
              {item.label}
            </button>
          </li>
        );
      })}
    </ul>
  </div>
);
