import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationDto } from '@core/schemas/notifications';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { SkeletonList } from '@web/components/ui/Skeleton';

/** Seconds matter here: the member watches a notification arrive. */
const formatTime = (iso: string, language: string | undefined): string =>
  new Date(iso).toLocaleTimeString(language === 'en' ? 'en-GB' : 'nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

type TestArrivalsProps = {
  items: readonly NotificationDto[] | undefined;
  isError: boolean;
  onRetry: () => void;
  highlightId: string | null;
};

/** The test notifications that arrived in-app (newest first), live while one is on its way. */
export const TestArrivals = ({ items, isError, onRetry, highlightId }: TestArrivalsProps) => {
  const { t, i18n } = useTranslation('push');
  if (isError)
    return (
      <ErrorPanel
        title={t('test.arrivals.errorTitle')}
        description={t('test.arrivals.errorText')}
        retryLabel={t('test.arrivals.retry')}
        onRetry={onRetry}
      />
    );
  if (!items) return <SkeletonList rows={3} rowClassName="h-14 rounded-xl" />;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-line px-4 py-10 text-center">
        <Inbox aria-hidden className="mb-3 size-6 text-forest-600" />
        <p className="font-medium text-ink">{t('test.arrivals.emptyTitle')}</p>
        <p className="mt-1 max-w-xs text-sm text-ink-soft">{t('test.arrivals.emptyText')}</p>
      </div>
    );
  return (
    <ul aria-live="polite" className="space-y-2" data-testid="test-arrivals">
      {items.slice(0, 10).map((n) => (
        <li
          key={n.id}
          data-testid="test-arrival"
          className={
            n.id === highlightId
              ? 'rounded-xl border border-forest-300 bg-forest-50 px-4 py-3'
              : 'rounded-xl border border-line bg-white px-4 py-3'
          }
        >
          <div className="flex items-baseline justify-between gap-3">
            <p className="truncate text-sm font-medium text-ink">{n.title}</p>
            <time dateTime={n.createdAt} className="shrink-0 text-xs text-ink-muted">
              {formatTime(n.createdAt, i18n.resolvedLanguage)}
            </time>
          </div>
          <p className="mt-0.5 text-sm text-ink-soft">{n.content}</p>
        </li>
      ))}
    </ul>
  );
};
