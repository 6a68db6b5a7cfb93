import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeading } from '@web/components/ui/PageHeading';
import { ReceivedReviews } from '@web/features/reviews';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** `/dashboard/reviews` (every profile) and `/dashboard/venue/reviews` (the venue only): received reviews. */
export const DashboardReviewsPage = () => {
  const { t } = useTranslation('reviews');
  const venueOnly = useLocation().pathname.startsWith('/dashboard/venue/');
  const title = venueOnly ? t('dashboard.venueTitle') : t('dashboard.title');
  useDocumentTitle(title);
  return (
    <div data-testid="dashboard-reviews-page">
      <PageHeading title={title} description={t('dashboard.intro')} />
      <ReceivedReviews {...(venueOnly ? { profile: 'venue' as const } : {})} />
    </div>
  );
};
