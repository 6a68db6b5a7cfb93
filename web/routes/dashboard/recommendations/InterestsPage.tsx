import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeading } from '@web/components/ui/PageHeading';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { InterestsForm, useInterests } from '@web/features/recommendations';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /dashboard/interesses: the event types and subtypes the participant likes. */
export const InterestsPage = () => {
  const { t } = useTranslation('recommendations');
  const interests = useInterests();
  useDocumentTitle(t('interests.title'));
  return (
    <div data-testid="interests-page">
      <PageHeading title={t('interests.title')} description={t('interests.description')} />
      {interests.isPending ? (
        <SkeletonList rows={9} rowClassName="h-14" />
      ) : interests.isError ? (
        <ErrorPanel
          title={t('loadErrorTitle')}
          description={t('loadErrorText')}
          retryLabel={t('retry')}
          onRetry={() => void interests.refetch()}
        />
      ) : (
        <InterestsForm interests={interests.data} />
      )}
    </div>
  );
};
