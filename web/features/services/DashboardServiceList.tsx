import { Clock, Eye, Pencil, Plus, Trash2, Briefcase, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardServicesResponse, ServiceDto } from '@core/schemas/services';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { notify } from '@web/lib/toast';
import { serviceDurationText, serviceFormatText, servicePriceText } from './format';
import { CREATE_SERVICE_PATH, editServicePath } from './paths';
import { useDashboardServices, useDeleteService } from './queries';

/** 'x van 5 actieve diensten gebruikt' with the way to Premium; premium sees it is unlimited. */
const Allowance = ({ data }: { data: DashboardServicesResponse }) => {
  const { t } = useTranslation('services');
  if (data.limit === null)
    return (
      <p className="text-sm text-ink-soft" data-testid="service-allowance">
        {t('dashboard.allowanceUnlimited')}
      </p>
    );
  const reached = data.activeCount >= data.limit;
  return (
    <p
      data-testid="service-allowance"
      className={
        reached
          ? 'rounded-xl border border-clay-300 bg-clay-50 px-4 py-3 text-sm text-clay-700'
          : 'text-sm text-ink-soft'
      }
    >
      {reached ? `${t('dashboard.limitReached', { limit: data.limit })} ` : null}
      {t('dashboard.allowance', { count: data.activeCount, limit: data.limit })}{' '}
      <Link to="/prijzen" className="font-medium text-forest-700 underline underline-offset-2">
        {t('dashboard.upgrade')}
      </Link>
    </p>
  );
};

const ServiceRow = ({ service, onDelete }: { service: ServiceDto; onDelete: () => void }) => {
  const { t, i18n } = useTranslation('services');
  const facts = [
    servicePriceText(service, t, i18n.language),
    serviceDurationText(service.durationMinutes, t),
    serviceFormatText(service, t),
  ].filter(Boolean);
  return (
    <li>
      <Card>
        <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-serif text-lg text-ink">{service.title}</h3>
              <Badge tone={service.status === 'draft' ? 'neutral' : 'forest'}>
                {t(`status.${service.status}`)}
              </Badge>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
              <Clock aria-hidden className="size-4" />
              {facts.join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {service.status !== 'draft' ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={`/dienst/${service.id}`}>
                  <Eye aria-hidden />
                  {t('dashboard.view')}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary" size="sm">
              <Link
                to={editServicePath(service.id)}
                aria-label={t('dashboard.editLabel', { title: service.title })}
              >
                <Pencil aria-hidden />
                {t('dashboard.edit')}
              </Link>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={onDelete}
              aria-label={t('dashboard.deleteLabel', { title: service.title })}
            >
              <Trash2 aria-hidden />
              {t('dashboard.delete')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </li>
  );
};

/**
 * /dashboard/services: the professional's services with edit and delete, the 'x van 5' allowance, the
 * empty state, 'Kon diensten niet laden' with a retry, and the way to the profile when there is none yet.
 */
export const DashboardServiceList = () => {
  const { t } = useTranslation('services');
  const query = useDashboardServices();
  const remove = useDeleteService();
  const [pending, setPending] = useState<ServiceDto | null>(null);

  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorPanel
        testId="services-load-error"
        title={t('dashboard.loadError')}
        description={t('dashboard.loadErrorText')}
        retryLabel={t('dashboard.retry')}
        onRetry={() => void query.refetch()}
      />
    );

  const data = query.data;
  if (!data.professional)
    return (
      <StatePanel
        icon={UserRound}
        testId="services-no-profile"
        title={t('dashboard.noProfileTitle')}
        description={t('dashboard.noProfileText')}
        action={
          <Button asChild>
            <Link to="/dashboard/professional/profiel">{t('dashboard.noProfileAction')}</Link>
          </Button>
        }
      />
    );

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify.success(t('dashboard.deleted', { title: pending.title }));
      setPending(null);
    } catch {
      notify.error(t('dashboard.deleteFailed'));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Allowance data={data} />
        <Button asChild className="w-full sm:w-auto">
          <Link to={CREATE_SERVICE_PATH}>
            <Plus aria-hidden />
            {t('dashboard.add')}
          </Link>
        </Button>
      </div>
      {data.items.length === 0 ? (
        <StatePanel
          icon={Briefcase}
          testId="services-empty"
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyText')}
        />
      ) : (
        <ul className="space-y-3" data-testid="service-list">
          {data.items.map((service) => (
            <ServiceRow key={service.id} service={service} onDelete={() => setPending(service)} />
          ))}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('dashboard.deleteTitle')}
        description={t('dashboard.deleteText', { title: pending?.title ?? '' })}
        closeLabel={t('dashboard.cancel')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {t('dashboard.cancel')}
            </Button>
            <Button
              variant="accent"
              disabled={remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="confirm-delete-service"
            >
              {t('dashboard.deleteConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
};
