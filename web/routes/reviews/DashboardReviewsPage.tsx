import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
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
      <header className="mb-6">
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t('dashboard.intro')}</p>
      </header>
      <ReceivedReviews {...(venueOnly ? { profile: 'venue' as const } : {})} />
    </div>
  );
};
