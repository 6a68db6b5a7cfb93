import { House, RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

/** Spec §4: the error boundary retries up to 3 times, then offers only reload or home. */
export const MAX_ERROR_RETRIES = 3;

type ErrorFallbackProps = { attempts: number; onRetry: () => void; detail?: string | undefined };

export const ErrorFallback = ({ attempts, onRetry, detail }: ErrorFallbackProps) => {
  const { t } = useTranslation();
  const canRetry = attempts < MAX_ERROR_RETRIES;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <div aria-hidden className="relative mb-8 size-24">
        <span className="absolute inset-0 animate-breathe rounded-full bg-clay-100" />
        <span className="absolute inset-4 rounded-full bg-clay-300/70" />
        <span className="absolute inset-8 rounded-full bg-clay-500" />
      </div>
      <h1 className="text-3xl font-medium sm:text-4xl">{t('errors.boundary.title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">
        {canRetry ? t('errors.boundary.text') : t('errors.boundary.persistent')}
      </p>
      {detail ? <p className="mt-3 max-w-md truncate font-mono text-xs text-ink-muted">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {canRetry ? (
          <Button onClick={onRetry} data-testid="error-retry">
            <RotateCcw aria-hidden />
            {t('errors.boundary.retry')}
          </Button>
        ) : (
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            {t('errors.boundary.reload')}
          </Button>
        )}
        <Button asChild variant="secondary">
          {/* A plain anchor: a broken router must not be needed to get home. */}
          <a href="/">
            <House aria-hidden />
            {t('errors.boundary.home')}
          </a>
        </Button>
      </div>
    </div>
  );
};
