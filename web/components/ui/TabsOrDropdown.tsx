import { lazy, type ReactNode, Suspense } from 'react';
import { ChevronDown } from 'lucide-react';
import { type TabChoice, usesDropdown } from './tabDropdown';

export type { TabChoice } from './tabDropdown';

const SearchableTabSelect = lazy(() =>
  import('./SearchableTabSelect').then((m) => ({ default: m.SearchableTabSelect })),
);

type TabsOrDropdownProps = {
  items: readonly TabChoice[];
  activeKey: string | null;
  onSelect: (key: string) => void;
  /** What the list chooses ('Soort evenement'): the dropdown's name and the label on its button. */
  label: string;
  /** The tab list itself, shown while there are at most `threshold` items. */
  children: ReactNode;
  /** Spec §9 default 10. */
  threshold?: number;
  testId?: string;
};

/** The dropdown's button while its chunk loads: same size and text, so nothing moves. */
const ButtonStandIn = ({ label, current }: { label: string; current: string | undefined }) => (
  <span
    aria-hidden
    className="inline-flex h-11 max-w-full items-center self-start gap-2 rounded-full border border-line bg-white pr-3 pl-4 text-sm shadow-sm"
  >
    <span className="shrink-0 text-ink-muted">{label}</span>
    <span className="truncate font-semibold text-ink">{current}</span>
    <ChevronDown className="size-4 shrink-0 text-ink-soft" />
  </span>
);

/**
 * A tab list that becomes a searchable dropdown when it has more items than the threshold (spec §9, default
 * 10): the caller's own tabs up to it, SearchableTabSelect above it.
 */
export const TabsOrDropdown = ({ items, threshold, children, ...props }: TabsOrDropdownProps) => {
  if (!usesDropdown(items.length, threshold)) return children;
  const current = items.find((item) => item.key === props.activeKey)?.label;
  return (
    <Suspense fallback={<ButtonStandIn label={props.label} current={current} />}>
      <SearchableTabSelect items={items} {...props} />
    </Suspense>
  );
};
