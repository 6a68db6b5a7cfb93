import { MessageSquareText, Star } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReviewSubjectType } from '@core/schemas/reviews';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useSession } from '@web/features/accounts';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { formatRating } from '@web/lib/format';
import { MoreReviewsButton } from './MoreReviewsButton';
import { useEligibility, useReviews } from './queries';
import { ReviewCard } from './ReviewCard';

export type ReviewsSectionProps = {
  subjectType: ReviewSubjectType;
  /** Id or slug of the profile. */
  subject: string;
  /** Show at most this many (no paging), e.g. on a profile page that links to all reviews. */
  limit?: number;
  /** Organisations: show the event each review is about. */
  showEvents?: boolean;
  /** Where 'Alle reviews' leads when `limit` cuts the list. */
  allHref?: string;
};

/** Only a member who may review sees the form: its code (react-hook-form, the zod schema) loads then. */
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

/** Who may write: the form when eligible, the Dutch reason when not, a login link for visitors. */
const WriteArea = ({ subjectType, subject }: { subjectType: ReviewSubjectType; subject: string }) => {
  const { t } = useTranslation('reviews');
  const { isSignedIn, isLoading } = useSession();
  const location = useLocation();
  const eligibility = useEligibility({ subjectType, subject }, isSignedIn);
  if (isLoading) return null;
  if (!isSignedIn) {
    const from = `${location.pathname}${location.search}`;
    return (
      <p className="text-sm text-ink-soft" data-testid="review-login">
        <a
          className="font-medium text-forest-700 underline"
          href={`/auth/login?from=${encodeURIComponent(from)}`}
        >
          {t('login.link')}
        </a>{' '}
        {t('login.text')}
      </p>
    );
  }
  if (eligibility.isPending) return <Skeleton className="h-24 w-full" />;
  if (eligibility.isError)
    return <p className="text-sm text-red-700">{apiErrorMessage(eligibility.error, t)}</p>;
  if (!eligibility.data.allowed)
    return (
      <p className="rounded-xl bg-sand-100 p-3 text-sm text-ink-soft" data-testid="review-not-eligible">
        {eligibility.data.code
          ? t(`errors:${eligibility.data.code}`, { defaultValue: eligibility.data.reason })
          : eligibility.data.reason}
      </p>
    );
  return (
    <LazyBoundary fallback={<Skeleton className="h-24 w-full" />}>
      <ReviewForm subjectType={subjectType} subject={subject} events={eligibility.data.events} />
    </LazyBoundary>
  );
};

/**
 * The reviews of an organisation, venue or professional (issue 11): average and count, the newest reviews with
 * replies, 'Meer reviews', and the write area. Owners and team members reply inline; admins hide and show.
 */
export const ReviewsSection = ({
  subjectType,
  subject,
  limit,
  showEvents = false,
  allHref,
}: ReviewsSectionProps) => {
  const { t, i18n } = useTranslation('reviews');
  const { isSignedIn } = useSession();
  const query = useReviews({ subjectType, subject });
  const first = query.data?.pages[0];
  const all = query.data?.pages.flatMap((p) => p.items) ?? [];
  const items = limit ? all.slice(0, limit) : all;
  const headingId = `reviews-${subjectType}`;

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="reviews-section">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {t('title')}
        </h2>
        {first && first.subject.reviewCount > 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-ink-soft" data-testid="review-summary">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            <span className="font-semibold text-ink">
              {first.subject.rating === null ? null : formatRating(first.subject.rating, i18n.language, 1)}
            </span>
            <span>{t('count', { count: first.subject.reviewCount })}</span>
          </p>
        ) : null}
      </div>
      <WriteArea subjectType={subjectType} subject={subject} />
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <div className="space-y-2 text-sm">
          <p className="text-red-700">{apiErrorMessage(query.error, t)}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <MessageSquareText aria-hidden className="size-4" />
          {t('none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                type={subjectType}
                showEvent={showEvents}
                canReply={first?.viewer.canReply ?? false}
                canModerate={first?.viewer.canModerate ?? false}
                canReport={isSignedIn}
              />
            </li>
          ))}
        </ul>
      )}
      {limit && all.length > limit && allHref ? (
        <a href={allHref} className="text-sm font-medium text-forest-700 underline">
          {t('all')}
        </a>
      ) : !limit && query.hasNextPage ? (
        <MoreReviewsButton query={query} />
      ) : null}
    </section>
  );
};
