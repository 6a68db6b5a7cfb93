import { useTranslation } from 'react-i18next';
import { PageHeading } from '@web/components/ui/PageHeading';
import { VenueAnalyticsView } from '@web/features/analytics';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/venue/analytics: the venue's bookings, occupancy and interest over 7, 30 or 90 days (issue 12). */
export const VenueAnalyticsPage = () => {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('venueTitle'));
  return (
    <div data-testid="venue-analytics-page">
      <PageHeading title={t('venueTitle')} description={t('venueDescription')} />
      <VenueAnalyticsView />
    </div>
  );
};
