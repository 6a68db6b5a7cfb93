import { CornerDownRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileReview } from '@core/schemas/directory';
import { Card } from '@web/components/ui/Card';
import { formatEventDate } from '@web/lib/format';

/** Reviews with the owner's replies, newest first (read-only; writing them comes with the next slice). */
export const VenueReviews = ({ reviews }: { reviews: ProfileReview[] }) => {
  const { t, i18n } = useTranslation('venues');
  const language = i18n.resolvedLanguage ?? 'nl';
  return (
    <section aria-labelledby="venue-reviews" data-testid="venue-reviews">
      <h2 id="venue-reviews" className="font-display text-2xl font-semibold text-ink">
        {t('reviews.title')}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('reviews.none')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <Card className="p-5" data-testid="venue-review">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink">{review.reviewer.name}</p>
                  <p
                    className="flex items-center gap-0.5"
                    aria-label={t('reviews.stars', { count: review.rating })}
                  >
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star
                        key={i}
                        aria-hidden
                        className={
                          i < review.rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-sand-300'
                        }
                      />
                    ))}
                  </p>
                </div>
                <time dateTime={review.createdAt} className="text-xs text-ink-muted">
                  {formatEventDate(review.createdAt, language)}
                </time>
                <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">{review.comment}</p>
                {review.replies.map((reply) => (
                  <div
                    key={reply.id}
                    className="mt-3 flex gap-2 rounded-xl bg-sand-100 p-3 text-sm"
                    data-testid="venue-review-reply"
                  >
                    <CornerDownRight aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                    <div>
                      <p className="font-medium text-ink">
                        {t('reviews.replyBy', { name: reply.responderName })}
                      </p>
                      <p className="mt-1 text-ink-soft">{reply.text}</p>
                    </div>
                  </div>
                ))}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
