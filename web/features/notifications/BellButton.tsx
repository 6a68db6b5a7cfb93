import { Bell, BellOff } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BellState } from '@core/domain/notifications';
import { cn } from '@web/lib/cn';

type BellButtonProps = ComponentPropsWithRef<'button'> & {
  state: BellState;
  unread: number;
  errorText?: string;
};

/**
 * The header bell (spec §4): 'Meldingen' with the unread count as a badge (also in its name, 'Meldingen, 3
 * ongelezen'); loading pulses, error shows a red dot (a click retries), unavailable is muted.
 */
export const BellButton = ({ state, unread, errorText, className, ...props }: BellButtonProps) => {
  const { t } = useTranslation();
  const shown = state === 'ready' || state === 'unavailable' ? unread : 0;
  const label =
    state === 'error'
      ? t('bell.labelError', { error: errorText ?? '' })
      : state === 'loading'
        ? t('bell.labelLoading')
        : shown > 0
          ? t('bell.labelUnread', { count: shown })
          : t('bell.label');
  const Icon = state === 'unavailable' ? BellOff : Bell;
  return (
    <button
      type="button"
      aria-label={label}
      title={state === 'error' ? errorText : state === 'unavailable' ? t('bell.unavailable') : undefined}
      data-testid="bell"
      data-state={state}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-sand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 data-[state=open]:bg-sand-100',
        state === 'unavailable' && 'text-ink-muted',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className={cn('size-5', state === 'loading' && 'animate-pulse')} />
      {state === 'error' ? (
        <span
          aria-hidden
          className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-canvas"
        />
      ) : shown > 0 ? (
        <span
          aria-hidden
          data-testid="bell-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1 text-[0.7rem] leading-none font-semibold text-white ring-2 ring-canvas"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </button>
  );
};
