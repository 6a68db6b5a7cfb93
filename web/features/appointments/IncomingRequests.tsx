import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, type BookingStatus } from '@core/domain/bookings';
import type { AppointmentDto } from '@core/schemas/appointments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Pagination } from '@web/components/ui/Pagination';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { appointmentText } from './format';
import { useChangeAppointmentStatus, useIncoming } from './queries';

type Answer = 'accepted' | 'declined' | 'cancelled';
type Pending = { appointment: AppointmentDto; status: Answer } | null;

const RequestCard = ({ item, onAnswer }: { item: AppointmentDto; onAnswer: (status: Answer) => void }) => {
  const { t, i18n } = useTranslation('appointments');
  return (
    <li data-testid="incoming-request">
      <Card>
        <CardBody className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium text-ink">{item.requester?.name}</p>
              <AppointmentStatusBadge status={item.status} />
            </div>
            <p className="text-sm text-ink">{appointmentText(item.startsAt, item.endsAt, i18n.language)}</p>
            {item.service ? <p className="text-sm text-ink-soft">{item.service.title}</p> : null}
            {item.message ? (
              <p className="mt-2 rounded-lg bg-sand-50 px-3 py-2 text-sm whitespace-pre-line text-ink-soft">
                {item.message}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {item.canAccept ? (
              <Button size="sm" onClick={() => onAnswer('accepted')} data-testid="accept-request">
                {t('incoming.accept')}
              </Button>
            ) : null}
            {item.canDecline ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAnswer('declined')}
                data-testid="decline-request"
              >
                {t('incoming.decline')}
              </Button>
            ) : null}
            {item.canCancel ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAnswer('cancelled')}
                data-testid="cancel-request"
              >
                {t('incoming.cancel')}
              </Button>
            ) : null}
          </div>
        </CardBody>
      </Card>
    </li>
  );
};

/** Incoming requests: a tab per status (with counts), a page at a time, each answer confirmed in a dialog. */
export const IncomingRequests = () => {
  const { t, i18n } = useTranslation('appointments');
  const [status, setStatus] = useState<BookingStatus>('requested');
  const [page, setPage] = useState(1);
  const query = useIncoming(status, page);
  const change = useChangeAppointmentStatus();
  const [pending, setPending] = useState<Pending>(null);

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync({ id: pending.appointment.id, body: { status: pending.status } });
      notify.success(t(`incoming.done.${pending.status}`));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
    setPending(null);
  };

  return (
    <Card>
      <CardBody className="space-y-5">
        <div>
          <h2 className="font-serif text-xl text-ink">{t('incoming.title')}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t('incoming.intro')}</p>
        </div>
        <div
          role="tablist"
          aria-label={t('incoming.tabs')}
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
        >
          {BOOKING_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={status === s}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
              className={cn(
                'shrink-0 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-forest-600',
                status === s ? 'bg-forest-700 text-white' : 'bg-sand-100 text-ink-soft hover:bg-forest-50',
              )}
            >
              {t(`tabs.${s}`)}
              {query.data ? ` (${query.data.counts[s] ?? 0})` : ''}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {query.isPending ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : query.isError ? (
            <ErrorPanel
              title={t('incoming.loadError')}
              description={apiErrorMessage(query.error, t)}
              retryLabel={t('retry')}
              onRetry={() => void query.refetch()}
            />
          ) : query.data.items.length === 0 ? (
            <StatePanel
              icon={Inbox}
              testId="incoming-empty"
              title={t(`incoming.empty.${status}`)}
              description={t('incoming.emptyText')}
            />
          ) : (
            <>
              <ul className="space-y-3" data-testid="incoming-list">
                {query.data.items.map((item) => (
                  <RequestCard
                    key={item.id}
                    item={item}
                    onAnswer={(s) => setPending({ appointment: item, status: s })}
                  />
                ))}
              </ul>
              <Pagination
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={setPage}
                summary={(pages) => t('pageSummary', { page: query.data.page, pages })}
                hideSinglePage
              />
            </>
          )}
        </div>
      </CardBody>
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending ? t(`incoming.confirm.${pending.status}.title`) : ''}
        description={
          pending
            ? t(`incoming.confirm.${pending.status}.text`, {
                name: pending.appointment.requester?.name ?? '',
                when: appointmentText(
                  pending.appointment.startsAt,
                  pending.appointment.endsAt,
                  i18n.language,
                ),
              })
            : ''
        }
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {t('back')}
            </Button>
            <Button
              variant={pending?.status === 'accepted' ? 'primary' : 'accent'}
              disabled={change.isPending}
              onClick={() => void handleConfirm()}
              data-testid="confirm-answer"
            >
              {pending ? t(`incoming.confirm.${pending.status}.action`) : ''}
            </Button>
          </>
        }
      />
    </Card>
  );
};
