import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { EmailStatusBadge } from './EmailStatusBadge';
import { formatDateTime } from './formatDateTime';
import { useEmailLog } from './queries';

type EmailLogDetailProps = { id: string; onClose: () => void };

type View = 'html' | 'text';

/**
 * One logged mail: its facts, the plain text and the HTML. The HTML renders in a sandboxed iframe from
 * `srcdoc` with no permissions at all: no scripts, no forms, no same-origin access, no navigation.
 */
export const EmailLogDetail = ({ id, onClose }: EmailLogDetailProps) => {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const query = useEmailLog(id);
  const [view, setView] = useState<View>('html');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (query.data) headingRef.current?.focus();
  }, [query.data]);

  return (
    <Card className="mb-5" data-testid="email-log-detail">
      <CardBody className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          {query.data ? (
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-xl font-semibold break-words focus:outline-none"
            >
              {query.data.subject}
            </h2>
          ) : (
            <Skeleton className="h-7 w-2/3" />
          )}
          <Button variant="ghost" size="icon" aria-label={t('emailLogs.detail.close')} onClick={onClose}>
            <X aria-hidden />
          </Button>
        </div>
        {query.isPending ? (
          <Skeleton className="h-48" />
        ) : query.isError ? (
          <p role="alert" className="text-clay-700">
            {isApiError(query.error) && query.error.status === 404
              ? t('errors:email_log_not_found')
              : apiErrorMessage(query.error, t)}
          </p>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-ink-muted">{t('emailLogs.columns.to')}</dt>
                <dd className="break-all">{query.data.to}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('emailLogs.detail.from')}</dt>
                <dd className="break-all">{query.data.from ?? '–'}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('emailLogs.columns.time')}</dt>
                <dd>{formatDateTime(query.data.createdAt, i18n.language)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('emailLogs.columns.kind')}</dt>
                <dd className="font-mono text-xs leading-5">{query.data.kind}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('emailLogs.columns.status')}</dt>
                <dd className="flex items-center gap-2">
                  <EmailStatusBadge status={query.data.status} /> {query.data.transport}
                </dd>
              </div>
              {query.data.error ? (
                <div className="sm:col-span-2">
                  <dt className="text-ink-muted">{t('emailLogs.detail.error')}</dt>
                  <dd className="break-words text-red-700">{query.data.error}</dd>
                </div>
              ) : null}
            </dl>
            {query.data.text === null && query.data.html === null ? (
              <p className="text-ink-soft">{t('emailLogs.detail.missing')}</p>
            ) : (
              <div>
                <div className="mb-3 inline-flex rounded-full border border-line p-1" role="group">
                  {(['html', 'text'] as const).map((option) => (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={view === option}
                      onClick={() => setView(option)}
                      className={cn(
                        'rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-forest-600',
                        view === option ? 'bg-forest-700 text-white' : 'text-ink-soft hover:bg-sand-100',
                      )}
                    >
                      {t(`emailLogs.detail.${option}`)}
                    </button>
                  ))}
                </div>
                {view === 'html' ? (
                  <iframe
                    title={t('emailLogs.detail.htmlFrame')}
                    sandbox=""
                    srcDoc={query.data.html ?? ''}
                    referrerPolicy="no-referrer"
                    className="h-[28rem] w-full rounded-xl border border-line bg-white"
                    data-testid="email-log-html"
                  />
                ) : (
                  <pre
                    className="max-h-[28rem] overflow-auto rounded-xl border border-line bg-sand-50 p-4 text-sm whitespace-pre-wrap break-words"
                    data-testid="email-log-text"
                  >
                    {query.data.text ?? ''}
                  </pre>
                )}
              </div>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
};
