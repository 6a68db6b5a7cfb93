import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { formatCount } from '@web/lib/format';

type HeartToggleProps = {
  saved: boolean;
  count: number | undefined;
  label: string;
  busy: boolean;
  /**
   * Not pressable yet: the session, or whether this member saved it, is still loading. A press then would ask a
   * member to log in, or flip a state not known yet.
   */
  waiting?: boolean;
  onToggle: () => void;
  size?: 'sm' | 'md';
  className?: string;
  testId?: string;
};

/** The heart of every save button (events, venues, professionals) with its saved count. */
export const HeartToggle = ({
  saved,
  count,
  label,
  busy,
  waiting = false,
  onToggle,
  size = 'md',
  className,
  testId = 'favorite-button',
}: HeartToggleProps) => {
  const { t, i18n } = useTranslation('favorites');
  return (
    <button
      type="button"
      onClick={(e) => {
        // Cards wrap the button in a link: saving must not open the item.
        e.preventDefault();
        e.stopPropagation();
        onToggle();
      }}
      aria-pressed={saved}
      title={label}
      aria-busy={busy || waiting || undefined}
      disabled={waiting}
      data-testid={testId}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border font-medium transition-colors duration-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
        'disabled:cursor-wait',
        saved
          ? 'border-clay-200 bg-clay-50 text-clay-700 hover:bg-clay-100'
          : 'border-line bg-white/95 text-ink-soft hover:border-clay-300 hover:text-clay-700',
        size === 'sm' ? 'h-8 min-w-8 px-2.5 text-xs' : 'h-11 min-w-11 px-4 text-sm',
        className,
      )}
    >
      {/* The label in text, not aria-label: the visible count then stays part of the name (WCAG 2.5.3). */}
      <span className="sr-only">{label}, </span>
      <Heart aria-hidden className={cn(size === 'sm' ? 'size-4' : 'size-5', saved && 'fill-current')} />
      {count !== undefined ? (
        <>
          <span data-testid="saved-count">{formatCount(count, i18n.resolvedLanguage ?? 'nl')}</span>
          <span className="sr-only"> {t('countSuffix', { count })}</span>
        </>
      ) : null}
    </button>
  );
};
