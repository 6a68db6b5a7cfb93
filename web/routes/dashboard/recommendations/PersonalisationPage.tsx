import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { Skeleton } from '@web/components/ui/Skeleton';
import { PersonalisationForm, useInterests } from '@web/features/recommendations';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/personalisatie: home city, radius and languages (every signed-in user). */
export const PersonalisationPage = () => {
  const { t } = useTranslation('recommendations');
  const interests = useInterests();
  useDocumentTitle(t('personalisation.title'));
  return (
    <div data-testid="personalisation-page">
      <PageHeading title={t('personalisation.title')} description={t('personalisation.description')} />
      {interests.isPending ? (
        <Skeleton className="h-80 rounded-[var(--radius-card)]" />
      ) : interests.isError ? (
        <ErrorPanel
          title={t('loadErrorTitle')}
          description={t('loadErrorText')}
          retryLabel={t('retry')}
          onRetry={() => void interests.refetch()}
        />
      ) : (
        <PersonalisationForm interests={interests.data} />
      )}
      <p className="mt-6 text-sm text-ink-soft">
        {t('personalisation.typesHint')}{' '}
        <Link
          to="/dashboard/interesses"
          className="font-medium text-forest-700 underline-offset-4 hover:underline"
        >
          {t('personalisation.toInterests')}
        </Link>
      </p>
    </div>
  );
};
