import { DetailLoadError } from '@web/routes/system/DetailLoadError';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { ServiceDetailView, usePublicService } from '@web/features/services';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

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
  if (query.isError)
    return <DetailLoadError error={query.error} ns="services" onRetry={() => void query.refetch()} />;
  return (
    <Container className="py-8 sm:py-12">
      <ServiceDetailView service={query.data} />
    </Container>
  );
};
