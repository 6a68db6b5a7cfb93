import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forumCategoryBadge, formatForumCount } from '@core/domain/forum';
import type { ForumCategory } from '@core/schemas/forum';
import { Badge } from '@web/components/ui/Badge';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { CategoryIcon } from './CategoryIcon';
import { categoryPath, CREATE_TOPIC_PATH } from './paths';
import { useForumCategories } from './queries';
import { timeAgo } from './relativeTime';

const CategoryRow = ({ category }: { category: ForumCategory }) => {
  const { t, i18n } = useTranslation('forum');
  const badge = forumCategoryBadge(category);
  return (
    <li>
      <Link
        to={categoryPath(category.slug)}
        data-testid="forum-category"
        className="group flex gap-4 rounded-2xl border border-line bg-white p-4 transition hover:border-forest-200 hover:shadow-[var(--shadow-soft)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600 sm:p-5"
      >
        <CategoryIcon icon={category.icon} color={category.color} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-ink group-hover:text-forest-800">{category.name}</h3>
            {badge ? (
              <Badge tone={badge === 'active' ? 'forest' : 'clay'}>{t(`badge.${badge}`)}</Badge>
            ) : null}
          </div>
          {category.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{category.description}</p>
          ) : null}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
            <span>
              {t('counts.topics', {
                count: category.topicCount,
                value: formatForumCount(category.topicCount),
              })}
            </span>
            <span>
              {t('counts.posts', { count: category.postCount, value: formatForumCount(category.postCount) })}
            </span>
            {category.lastActivityAt ? (
              <span suppressHydrationWarning>
                {t('lastActivity', { when: timeAgo(category.lastActivityAt, i18n.language) })}
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </li>
  );
};

/** The category list of /community and /community/categories: icon, colour, counts and badges. */
export const CategoryList = () => {
  const { t } = useTranslation('forum');
  const query = useForumCategories();
  if (query.isPending) return <SkeletonList rows={5} rowClassName="h-24" className="space-y-3" />;
  if (query.isError)
    return (
      <ErrorPanel
        testId="forum-categories-error"
        title={t('categories.errorTitle')}
        description={t('categories.error', { message: apiErrorMessage(query.error, t) })}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const categories = query.data.items.filter((c) => c.isActive);
  if (categories.length === 0)
    return (
      <StatePanel
        icon={FolderOpen}
        title={t('categories.empty')}
        description={t('categories.emptyText')}
        action={
          <Link to={CREATE_TOPIC_PATH} className="font-semibold text-forest-700 underline underline-offset-2">
            {t('newTopic')}
          </Link>
        }
      />
    );
  return (
    <ul className="space-y-3" data-testid="forum-categories">
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} />
      ))}
    </ul>
  );
};
