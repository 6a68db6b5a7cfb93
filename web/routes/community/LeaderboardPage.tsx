import { useTranslation } from 'react-i18next';
import { Leaderboard } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { CommunityLayout } from './CommunityLayout';

/** /community/leaderboard: the members who contribute most (forum_user_stats), paged. */
export const LeaderboardPage = () => {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('leaderboard.title'));
  return (
    <CommunityLayout
      title={t('leaderboard.title')}
      description={t('leaderboard.description')}
      testId="community-leaderboard-page"
    >
      <Leaderboard />
    </CommunityLayout>
  );
};
