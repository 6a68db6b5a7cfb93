import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { BookAppointmentPanel } from '@web/features/appointments';
import { ServiceDetailView, usePublicService } from '@web/features/services';

/** `/dienst/{id}`: a professional's service; an unknown one shows the Dutch 404 page. */
export const ServicePage = () => {
  const { id = '' } = useParams();
  return (
    <PublicDetailPage
      query={usePublicService(id)}
      ns="services"
      documentTitle={(service) => service.title}
      skeleton={
        <Container className="space-y-6 py-8 sm:py-12" aria-busy="true">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </Container>
      }
    >
      {(service) => (
        <Container className="py-8 sm:py-12">
          <ServiceDetailView service={service}>
            <BookAppointmentPanel serviceId={service.id} />
          </ServiceDetailView>
        </Container>
      )}
    </PublicDetailPage>
  );
};
