import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationReportView } from '@core/schemas/messages';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { timeAgo } from './time';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { MessageText } from './MessageText';
import { useConversationReport, useConversationReports, useDecideReport } from './queries';

const STATUSES = ['open', 'resolved', 'dismissed'] as const;

const Detail = ({ report }: { report: ConversationReportView }) => {
  const { t, i18n } = useTranslation('messages');
  const decide = useDecideReport();
  const act = (action: 'resolve' | 'dismiss', suspend = false) =>
    decide.mutate(
      { id: report.id, body: { action, suspend } },
      {
        onSuccess: () => notify.success(t(`admin.done.${suspend ? 'suspend' : action}`)),
        onError: (e) => notify.error(apiErrorMessage(e, t)),
      },
    );
  return (
    <article
      className="space-y-4 rounded-[var(--radius-card)] border border-line bg-white p-4"
      data-testid="report-detail"
    >
      <div>
        <h3 className="font-display text-lg font-semibold">
          {t('admin.between', {
            reporter: report.reporter?.name ?? t('admin.unknown'),
            reported: report.reported.name,
          })}
        </h3>
        <p className="mt-1 text-ink-soft">{report.reason}</p>
      </div>
      <ol className="max-h-96 space-y-2 overflow-y-auto rounded-xl bg-sand-50 p-3">
        {report.messages.map((m) => (
          <li key={m.id} className="text-sm">
            <span className="font-semibold">
              {m.senderId === report.reported.userId ? report.reported.name : (report.reporter?.name ?? '—')}
            </span>{' '}
            <span className="text-xs text-ink-soft">{timeAgo(m.createdAt, i18n.language)}</span>
            <p className="break-words whitespace-pre-wrap">
              <MessageText text={m.content} />
            </p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => act('resolve')}>
          {t('admin.resolve')}
        </Button>
        <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => act('dismiss')}>
          {t('admin.dismiss')}
        </Button>
        <Button size="sm" variant="accent" disabled={decide.isPending} onClick={() => act('resolve', true)}>
          {t('admin.suspend', { name: report.reported.name })}
        </Button>
      </div>
    </article>
  );
};

/** /admin/berichten-meldingen: reported conversations by status; the only place an admin reads one. */
export const AdminMessageReports = () => {
  const { t, i18n } = useTranslation('messages');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useConversationReports(status, page);
  const detail = useConversationReport(selected);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-3">
        <div role="tablist" aria-label={t('admin.statusLabel')} className="flex flex-wrap gap-2">
          {STATUSES.map((s) => (
            <Button
              key={s}
              role="tab"
              aria-selected={s === status}
              size="sm"
              variant={s === status ? 'primary' : 'secondary'}
              onClick={() => {
                setStatus(s);
                setPage(1);
                setSelected(null);
              }}
            >
              {t(`admin.status.${s}`)}
            </Button>
          ))}
        </div>
        {list.isPending ? (
          <SkeletonList rows={4} rowClassName="h-16" />
        ) : list.isError ? (
          <ErrorPanel
            title={t('admin.errorTitle')}
            description={apiErrorMessage(list.error, t)}
            retryLabel={t('list.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <StatePanel icon={Flag} title={t('admin.emptyTitle')} description={t('admin.emptyText')} />
        ) : (
          <ul className="space-y-2" data-testid="report-list">
            {list.data.items.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={() => setSelected(r.id)}
                  aria-pressed={r.id === selected}
                  className={cn(
                    'w-full rounded-xl border border-line bg-white p-3 text-left hover:border-forest-300',
                    r.id === selected && 'border-forest-500 ring-1 ring-forest-500',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium">{r.reported.name}</span>
                    <Badge>{t(`admin.status.${r.status}`)}</Badge>
                  </span>
                  <span className="line-clamp-2 text-sm text-ink-soft">{r.reason}</span>
                  <span className="text-xs text-ink-soft">
                    {t('admin.by', { name: r.reporter?.name ?? t('admin.unknown') })} ·{' '}
                    {timeAgo(r.createdAt, i18n.language)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <div className="flex items-center justify-between text-sm">
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('list.previous')}
            </Button>
            <span>{t('list.pageOf', { page, pages })}</span>
            <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('list.next')}
            </Button>
          </div>
        ) : null}
      </div>
      <div>
        {selected === null ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-soft">
            {t('admin.pick')}
          </p>
        ) : detail.isPending ? (
          <SkeletonList rows={3} rowClassName="h-20" />
        ) : detail.isError ? (
          <ErrorPanel
            title={t('admin.errorTitle')}
            description={apiErrorMessage(detail.error, t)}
            retryLabel={t('list.retry')}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Detail report={detail.data} />
        )}
      </div>
    </div>
  );
};
