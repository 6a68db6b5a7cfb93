import { CornerDownRight, EyeOff, Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem, ReviewSubjectType } from '@core/schemas/reviews';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { formatEventDate } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useReplyToReview, useReportReview, useSetReviewVisibility } from './queries';
import { Stars } from './Stars';

export type ReviewCardProps = {
  review: ReviewItem;
  type: ReviewSubjectType;
  showEvent?: boolean;
  /** Dashboard: which profile received it. */
  subjectName?: string | undefined;
  canReply: boolean;
  canModerate: boolean;
  canReport: boolean;
};

/** The owner's (or team's) reply box under a review. */
const ReplyBox = ({ type, id }: { type: ReviewSubjectType; id: string }) => {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  const fieldId = `reply-${id}`;
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <CornerDownRight aria-hidden />
        {t('reply.open')}
      </Button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reply.mutate(
      { type, id, text },
      {
        onSuccess: () => {
          notify.success(t('reply.done'));
          setText('');
          setOpen(false);
        },
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2" data-testid="review-reply-form">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {t('reply.label')}
      </label>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="min-h-24"
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending || text.trim() === ''}>
          {t('reply.submit')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('reply.cancel')}
        </Button>
      </div>
    </form>
  );
};

/** One review: reviewer (initials), stars, date, title, text, event, replies, and the viewer's actions. */
export const ReviewCard = ({
  review,
  type,
  showEvent = true,
  subjectName,
  canReply,
  canModerate,
  canReport,
}: ReviewCardProps) => {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? 'nl';
  const report = useReportReview();
  const visibility = useSetReviewVisibility();
  const [reported, setReported] = useState(false);
  return (
    <Card className="p-4 sm:p-5" data-testid="review">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-100 text-sm font-semibold text-forest-800"
        >
          {review.reviewer.initials}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="font-semibold text-ink">{review.reviewer.name}</p>
            <Stars value={review.rating} />
          </div>
          <p className="text-xs text-ink-muted">
            <time dateTime={review.createdAt}>{formatEventDate(review.createdAt, language)}</time>
            {subjectName ? ` · ${subjectName}` : null}
          </p>
          {review.isHidden || review.isReported ? (
            <p className="mt-1 flex flex-wrap gap-1">
              {review.isHidden ? <Badge tone="destructive">{t('badges.hidden')}</Badge> : null}
              {review.isReported ? <Badge tone="clay">{t('badges.reported')}</Badge> : null}
            </p>
          ) : null}
        </div>
      </div>
      {review.title ? <h3 className="mt-3 font-semibold text-ink">{review.title}</h3> : null}
      <p className="mt-2 text-sm break-words whitespace-pre-line text-ink-soft">{review.comment}</p>
      {showEvent && review.event ? (
        <p className="mt-2 text-xs text-ink-muted">
          {t('aboutEvent')}{' '}
          <a
            href={review.event.url}
            className="font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            {review.event.title}
          </a>{' '}
          ({formatEventDate(review.event.startDate, language)})
        </p>
      ) : null}
      {review.replies.map((reply) => (
        <div
          key={reply.id}
          className="mt-3 flex gap-2 rounded-xl bg-sand-100 p-3 text-sm"
          data-testid="review-reply"
        >
          <CornerDownRight aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {t('replyBy', { name: reply.responderName })}{' '}
              <time dateTime={reply.createdAt} className="text-xs font-normal text-ink-muted">
                {formatEventDate(reply.createdAt, language)}
              </time>
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-ink-soft">{reply.text}</p>
          </div>
        </div>
      ))}
      {canReply || canModerate || canReport ? (
        <div className="mt-3 flex flex-wrap items-start gap-2">
          {canReply ? <ReplyBox type={type} id={review.id} /> : null}
          {canModerate ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={visibility.isPending}
              onClick={() =>
                visibility.mutate(
                  { type, id: review.id, isVisible: review.isHidden },
                  {
                    onSuccess: () =>
                      notify.success(review.isHidden ? t('moderate.shown') : t('moderate.hidden')),
                    onError: (error) => notify.error(apiErrorMessage(error, t)),
                  },
                )
              }
            >
              <EyeOff aria-hidden />
              {review.isHidden ? t('moderate.show') : t('moderate.hide')}
            </Button>
          ) : null}
          {canReport ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={reported || report.isPending}
              onClick={() =>
                report.mutate(
                  { type, id: review.id },
                  {
                    onSuccess: () => {
                      setReported(true);
                      notify.success(t('report.done'));
                    },
                    onError: (error) => notify.error(apiErrorMessage(error, t)),
                  },
                )
              }
            >
              <Flag aria-hidden />
              {reported ? t('report.sent') : t('report.button')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
};
