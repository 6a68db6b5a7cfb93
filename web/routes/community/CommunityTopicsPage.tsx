import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { ForumListView } from '@core/domain/forum';
import { TopicList } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import type { RouteHandle } from '@web/app/routes';
import { CommunityLayout } from './CommunityLayout';

const VIEW_BY_SCREEN: Record<string, ForumListView> = {
  communityTrending: 'trending',
  communityRecent: 'recent',
  communityEvents: 'events',
  communityFeatured: 'featured',
};

/** /community/trending, /recent, /events and /featured: one topic list each (spec §2 Community). */
export const CommunityTopicsPage = () => {
  const { t } = useTranslation('forum');
  const matches = useMatches();
  const screen = (matches.at(-1)?.handle as RouteHandle | undefined)?.screen ?? '';
  const view = VIEW_BY_SCREEN[screen] ?? 'recent';
  useDocumentTitle(t(`views.${view}.title`));
  return (
    <CommunityLayout
      title={t(`views.${view}.title`)}
      description={t(`views.${view}.description`)}
      testId={`community-${view}-page`}
    >
      <TopicList
        key={view}
        base={{ view }}
        empty={
          view === 'events'
            ? {
                title: t('views.events.empty'),
                text: t('views.events.emptyText'),
                to: '/events',
                label: t('views.events.emptyLink'),
              }
            : undefined
        }
      />
    </CommunityLayout>
  );
};
