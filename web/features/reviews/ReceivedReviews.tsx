import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewSubjectType } from '@core/schemas/reviews';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useUrlFilters } from '@web/lib/useUrlFilters';
import { MoreReviewsButton } from './MoreReviewsButton';
import { useReceivedReviews } from './queries';
import { ReviewCard } from './ReviewCard';

const SCOPES = ['all', 'unanswered'] as const;
type Scope = (typeof SCOPES)[number];
const parseScope = (params: URLSearchParams): Scope =>
  params.get('filter') === 'unanswered' ? 'unanswered' : 'all';
const serializeScope = (scope: Scope): string => (scope === 'unanswered' ? '?filter=unanswered' : '');

/**
 * /dashboard/reviews and /dashboard/venue/reviews: the reviews received by every profile the user owns or
 * belongs to, all or only those without a reply (in the URL), with an inline reply box.
 */
export const ReceivedReviews = ({ profile }: { profile?: ReviewSubjectType }) => {
  const { t } = useTranslation('reviews');
  const { filters: scope, update } = useUrlFilters(parseScope, serializeScope);
  const query = useReceivedReviews({ scope, profile });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('dashboard.filter')} className="flex flex-wrap gap-2">
        {SCOPES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={scope === s ? 'primary' : 'secondary'}
            aria-pressed={scope === s}
            onClick={() => update(() => s)}
          >
            {t(`dashboard.scope.${s}`)}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorPanel
          title={t('dashboard.errorTitle')}
          description={apiErrorMessage(query.error, t)}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <StatePanel
          icon={Inbox}
          title={scope === 'unanswered' ? t('dashboard.emptyUnanswered') : t('dashboard.empty')}
          description={t('dashboard.emptyText')}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('dashboard.total', { count: total })}</p>
          <ul className="space-y-3">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  type={review.subjectType}
                  subjectName={review.subject.name}
                  canReply
                  canModerate={false}
                  canReport={false}
                />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? <MoreReviewsButton query={query} /> : null}
        </>
      )}
    </div>
  );
};
