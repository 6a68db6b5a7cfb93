import { Bell, CheckCheck, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_TYPES, type NotificationType } from '@core/domain/notificationPreferences';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Pagination } from '@web/components/ui/Pagination';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { pageParam } from '@web/lib/pageParam';
import { NotificationItem } from './NotificationItem';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationHistory } from './queries';

const STATUSES = ['all', 'unread', 'read'] as const;
type Status = (typeof STATUSES)[number];
export const HISTORY_PAGE_SIZE = 20;

const isType = (value: string | null): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value ?? '');

/**
 * /dashboard/notificaties: every notification, newest first, filtered by type (the labels of the settings
 * page) and read state, paged in the URL; mark one or all read.
 */
export const NotificationHistory = () => {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : undefined;
  const statusParam = params.get('status') as Status | null;
  const status: Status = statusParam && STATUSES.includes(statusParam) ? statusParam : 'all';
  const query = useNotificationHistory({
    page,
    pageSize: HISTORY_PAGE_SIZE,
    status,
    ...(type ? { type } : {}),
  });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const setFilter = (key: 'type' | 'status' | 'page', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all' && !(key === 'page' && value === '1')) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const filtered = Boolean(type) || status !== 'all';

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div
            role="group"
            aria-label={t('filters.status')}
            className="inline-flex w-full rounded-full border border-line bg-white p-1 sm:w-auto"
          >
            {STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={status === s}
                onClick={() => setFilter('status', s)}
                className={cn(
                  'flex-1 rounded-full px-4 py-1.5 text-sm font-medium transition-colors sm:flex-none',
                  status === s ? 'bg-forest-800 text-white' : 'text-ink-soft hover:bg-sand-100',
                )}
              >
                {t(`filters.${s}`)}
              </button>
            ))}
          </div>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink-soft">
            {t('filters.type')}
            <select
              value={type ?? ''}
              onChange={(e) => setFilter('type', e.target.value || undefined)}
              className="h-10 rounded-xl border border-line bg-white px-3 text-sm text-ink"
              data-testid="notification-type-filter"
            >
              <option value="">{t('filters.allTypes')}</option>
              {NOTIFICATION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`settings:notifications.types.${value}.label`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            data-testid="history-read-all"
          >
            <CheckCheck aria-hidden />
            {t('readAll')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard/instellingen/notificaties">
              <Settings aria-hidden />
              {t('settings')}
            </Link>
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <SkeletonList rows={6} rowClassName="h-16 rounded-2xl" className="space-y-2" />
      ) : query.isError ? (
        <ErrorPanel
          title={t('errorTitle')}
          description={apiErrorMessage(query.error, t)}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <StatePanel
          icon={Bell}
          title={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
          description={filtered ? t('emptyFilteredText') : t('emptyText')}
          testId="notifications-empty"
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => setParams({})}>
                {t('clearFilters')}
              </Button>
            ) : (
              <Button asChild>
                <Link to="/events">{t('browse')}</Link>
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul
            className="divide-y divide-line/70 rounded-2xl border border-line bg-white p-1.5"
            aria-label={t('listLabel')}
            data-testid="notification-history"
          >
            {query.data.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={(id) => markRead.mutate(id)} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            hideSinglePage
            onPage={(next) => setFilter('page', String(next))}
            summary={(pages) => t('pageOf', { page, pages, count: query.data.total })}
          />
        </>
      )}
    </div>
  );
};
