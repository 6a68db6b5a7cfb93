import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentDto, MyAppointments } from '@core/schemas/appointments';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Pagination } from '@web/components/ui/Pagination';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { appointmentText } from './format';
import { useChangeAppointmentStatus } from './queries';

type MyAppointmentsListProps = { data: MyAppointments; onPage: (page: number) => void };

/** 'Jouw aanvragen' on a service page: status badges, and cancel (confirmed) while requested or accepted. */
export const MyAppointmentsList = ({ data, onPage }: MyAppointmentsListProps) => {
  const { t, i18n } = useTranslation('appointments');
  const change = useChangeAppointmentStatus();
  const [pending, setPending] = useState<AppointmentDto | null>(null);
  if (data.total === 0) return null;

  const handleCancel = async () => {
    if (!pending) return;
    try {
      await change.mutateAsync({ id: pending.id, body: { status: 'cancelled' } });
      notify.success(t('mine.cancelled'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
    setPending(null);
  };

  return (
    <section className="space-y-3" data-testid="my-appointments">
      <h3 className="font-serif text-lg text-ink">{t('mine.title')}</h3>
      <ul className="divide-y divide-line/70 rounded-xl border border-line/80">
        {data.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-3 px-4 py-3"
            data-testid="my-appointment"
          >
            {/* At least 12rem wide, so on a phone the badge and the button wrap below the text. */}
            <div className="min-w-48 flex-1">
              <p className="text-sm font-medium text-ink">
                {appointmentText(item.startsAt, item.endsAt, i18n.language)}
              </p>
              {item.service ? <p className="text-sm text-ink-soft">{item.service.title}</p> : null}
            </div>
            <AppointmentStatusBadge status={item.status} />
            {item.canCancel ? (
              <Button variant="ghost" size="sm" onClick={() => setPending(item)}>
                {t('mine.cancel')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={onPage}
        summary={(pages) => t('pageSummary', { page: data.page, pages })}
        hideSinglePage
      />
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('mine.confirmTitle')}
        description={
          pending
            ? t('mine.confirmText', {
                when: appointmentText(pending.startsAt, pending.endsAt, i18n.language),
              })
            : ''
        }
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {t('back')}
            </Button>
            <Button variant="accent" disabled={change.isPending} onClick={() => void handleCancel()}>
              {t('mine.confirmAction')}
            </Button>
          </>
        }
      />
    </section>
  );
};
