import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { Skeleton } from '@web/components/ui/Skeleton';
import { CategoryIcon, CREATE_TOPIC_PATH, TopicList, useForumCategory } from '@web/features/forum';
import { PublicDetailPage } from '@web/routes/system/PublicDetailPage';
import { CommunityLayout } from './CommunityLayout';

/** /community/category/{slug} and /community/categorie/{slug}: a category's topics; unknown → the Dutch 404. */
export const CommunityCategoryPage = () => {
  const { t } = useTranslation('forum');
  const { slug = '' } = useParams();
  return (
    <PublicDetailPage
      query={useForumCategory(slug)}
      ns="forum"
      documentTitle={(category) => category.name}
      skeleton={
        <Container className="space-y-4 py-10" aria-busy="true">
          <Skeleton className="h-12 w-1/2" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </Container>
      }
    >
      {(category) => (
        <CommunityLayout
          title={category.name}
          eyebrow={t('categories.eyebrow')}
          description={
            <span className="flex items-start gap-3">
              <CategoryIcon icon={category.icon} color={category.color} />
              <span>{category.description ?? t('categories.noDescription')}</span>
            </span>
          }
          testId="community-category-page"
        >
          <TopicList base={{ view: 'all', category: category.slug }} createHref={CREATE_TOPIC_PATH} />
        </CommunityLayout>
      )}
    </PublicDetailPage>
  );
};
