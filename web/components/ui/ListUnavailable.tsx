import { CloudOff, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { Button } from './Button';
import { StatePanel } from './StatePanel';

type ListUnavailableProps = {
  /** The failed query's error: its own text (connection, open breaker…) is the notice's second line. */
  error: unknown;
  onRetry: () => void;
  /** `data-testid`; the list's own name, e.g. `events-unavailable`. */
  testId: string;
  /** A list-specific title; 'Lijst tijdelijk niet beschikbaar' by default. */
  title?: string | undefined;
};

/**
 * Spec §8: a list whose read failed (network, 5xx, or its circuit breaker open) shows as an empty list with
 * a visible notice and a retry, never a broken page. Shared by /events, the directories and the forum lists.
 */
export const ListUnavailable = ({ error, onRetry, testId, title }: ListUnavailableProps) => {
  const { t } = useTranslation('common');
  return (
    <StatePanel
      icon={CloudOff}
      tone="error"
      testId={testId}
      title={title ?? t('listUnavailable.title')}
      description={
        <>
          <p>{t('listUnavailable.text')}</p>
          <p className="mt-2 text-sm text-ink-muted">{apiErrorMessage(error, t)}</p>
        </>
      }
      action={
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t('listUnavailable.retry')}
        </Button>
      }
    />
  );
};
