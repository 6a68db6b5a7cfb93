import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { ServiceDetailView, usePublicService } from '@web/features/services';
import { isApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { NotFoundPage } from '@web/routes/system/NotFoundPage';

/** `/dienst/{id}`: a professional's service; an unknown one shows the Dutch 404 page. */
export const ServicePage = () => {
  const { t } = useTranslation('services');
  const { id = '' } = useParams();
  const query = usePublicService(id);
  useDocumentTitle(query.data?.title ?? (query.isError ? t('page.errorTitle') : null));

  if (query.isPending)
    return (
      <Container className="space-y-6 py-8 sm:py-12" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </Container>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return (
      <Container className="py-12">
        <StatePanel
          icon={TriangleAlert}
          tone="error"
          title={t('page.errorTitle')}
          description={t('page.errorText')}
          action={<Button onClick={() => void query.refetch()}>{t('page.retry')}</Button>}
        />
      </Container>
    );
  }
  return (
    <Container className="py-8 sm:py-12">
      <ServiceDetailView service={query.data} />
    </Container>
  );
};
