import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  DASHBOARD_SERVICES_PATH,
  ServiceForm,
  useDashboardService,
  useDashboardServices,
} from '@web/features/services';
import { isApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const FormSkeleton = () => (
  <div className="space-y-5" aria-busy="true">
    <Skeleton className="h-72" />
    <Skeleton className="h-64" />
  </div>
);

/** /dashboard/services/create and /dashboard/services/{serviceId}: the one service form. */
export const ServiceEditorPage = () => {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const { serviceId } = useParams();
  const editing = serviceId !== undefined;
  const list = useDashboardServices();
  const one = useDashboardService(serviceId ?? '');
  const title = editing ? t('editor.editTitle') : t('editor.createTitle');
  useDocumentTitle(title);
  const goBack = () => void navigate(DASHBOARD_SERVICES_PATH);

  const failed = list.isError ? list.error : editing && one.isError ? one.error : null;
  const notFound = isApiError(failed) && failed.status === 404;

  return (
    <div data-testid="service-editor-page" className="max-w-3xl">
      <Link
        to={DASHBOARD_SERVICES_PATH}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('editor.back')}
      </Link>
      <header className="mb-6">
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{one.data?.title ?? title}</h1>
        <p className="mt-2 text-ink-soft">{editing ? t('editor.editText') : t('editor.createText')}</p>
      </header>
      {failed ? (
        <StatePanel
          icon={notFound ? SearchX : TriangleAlert}
          tone={notFound ? 'neutral' : 'error'}
          testId={notFound ? 'service-not-found' : 'services-load-error'}
          title={notFound ? t('errors:service_not_found') : t('dashboard.loadError')}
          description={notFound ? t('editor.notFoundText') : t('dashboard.loadErrorText')}
          action={
            notFound ? (
              <Button asChild>
                <Link to={DASHBOARD_SERVICES_PATH}>{t('editor.back')}</Link>
              </Button>
            ) : (
              <Button onClick={() => void (list.isError ? list.refetch() : one.refetch())}>
                {t('dashboard.retry')}
              </Button>
            )
          }
        />
      ) : list.isPending || (editing && one.isPending) ? (
        <FormSkeleton />
      ) : (
        <ServiceForm
          key={one.data?.id ?? 'new'}
          service={editing ? (one.data ?? null) : null}
          types={list.data?.types ?? []}
          onSaved={goBack}
        />
      )}
    </div>
  );
};
