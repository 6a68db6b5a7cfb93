import { ExternalLink, LoaderCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEventAction, AdminEventDetailDto } from '@core/schemas/adminEvents';
import type { EventStatus } from '@core/schemas/events';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { ApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useBulkEventAction } from './queries';

/** The status actions spec §4 allows from each status (the server checks the same rules again). */
const STATUS_ACTIONS: Record<EventStatus, readonly AdminEventAction[]> = {
  draft: ['publish', 'trash'],
  published: ['cancel', 'trash'],
  cancelled: ['publish', 'trash'],
  expired: ['trash'],
  trashed: ['restore'],
};
const CONFIRMED: ReadonlySet<AdminEventAction> = new Set(['cancel', 'trash']);

/** The actions of /admin/evenement/{eventId}: status changes, featuring, the public page and the editor. */
export const AdminEventActions = ({ event }: { event: AdminEventDetailDto }) => {
  const { t } = useTranslation('adminEvents');
  const bulk = useBulkEventAction();
  const [running, setRunning] = useState<AdminEventAction | null>(null);
  const [confirming, setConfirming] = useState<AdminEventAction | null>(null);
  const feature: AdminEventAction | null =
    event.status === 'trashed' ? null : event.featuredAt ? 'unfeature' : 'feature';
  const actions = [...STATUS_ACTIONS[event.status], ...(feature ? [feature] : [])];

  const run = async (action: AdminEventAction) => {
    setRunning(action);
    try {
      const result = await bulk.mutateAsync({ action, ids: [event.id] });
      const outcome = result.results[0];
      if (outcome?.ok) notify.success(t(`done.${action}`, { title: event.title }));
      else
        notify.error(
          apiErrorMessage(
            new ApiError({ code: outcome?.code ?? 'unknown', status: 409, message: outcome?.message ?? '' }),
            t,
          ),
        );
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('detail.actions')}</h2>
        <div className="mt-3 flex flex-wrap gap-2" data-testid="admin-event-actions">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={CONFIRMED.has(action) ? 'accent' : 'secondary'}
              disabled={running !== null}
              onClick={() => (CONFIRMED.has(action) ? setConfirming(action) : void run(action))}
              data-testid={`event-action-${action}`}
            >
              {running === action ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          {event.status === 'published' || event.status === 'cancelled' || event.status === 'expired' ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/evenement/${event.slug}`}>
                <ExternalLink aria-hidden />
                {t('detail.publicPage')}
              </Link>
            </Button>
          ) : null}
          {event.status !== 'trashed' ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/dashboard/evenementen/edit/${event.id}`}>
                <Pencil aria-hidden />
                {t('detail.edit')}
              </Link>
            </Button>
          ) : null}
        </div>
      </CardBody>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? t(`bulk.confirm.${confirming}.title`, { count: 1 }) : ''}
        description={confirming ? t(`bulk.confirm.${confirming}.text`, { count: 1 }) : ''}
        closeLabel={t('bulk.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('bulk.back')}
            </Button>
            <Button
              variant="accent"
              data-testid="event-action-confirm"
              onClick={() => {
                if (confirming) void run(confirming);
                setConfirming(null);
              }}
            >
              {confirming ? t(`actions.${confirming}`) : ''}
            </Button>
          </>
        }
      />
    </Card>
  );
};
