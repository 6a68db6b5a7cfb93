import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { ReviewsSection, useReviewSubject } from '@web/features/reviews';
import { isApiError } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { NotFoundPage } from '@web/routes/system/NotFoundPage';

/** `/organization/{slug}/reviews`: every review of an organisation with the event it was written for. */
export const OrganizationReviewsPage = () => {
  const { t } = useTranslation('reviews');
  const { organizationSlug = '' } = useParams();
  const subject = useReviewSubject({ subjectType: 'organization', subject: organizationSlug });
  const name = subject.data?.name;
  useDocumentTitle(name ? t('organizationPage.title', { name }) : null);
  if (subject.isError && isApiError(subject.error) && subject.error.status === 404) return <NotFoundPage />;

  return (
    <Container className="max-w-3xl py-6 sm:py-10" data-testid="organization-reviews-page">
      {subject.data ? (
        <a
          href={subject.data.url}
          className="inline-flex items-center gap-1 text-sm font-medium text-forest-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('organizationPage.back', { name: subject.data.name })}
        </a>
      ) : null}
      <h1 className="mt-3 text-3xl leading-tight font-medium sm:text-4xl">
        {name ? t('organizationPage.title', { name }) : t('title')}
      </h1>
      <p className="mt-2 text-ink-soft">{t('organizationPage.intro')}</p>
      <div className="mt-8">
        <ReviewsSection subjectType="organization" subject={organizationSlug} showEvents />
      </div>
    </Container>
  );
};
