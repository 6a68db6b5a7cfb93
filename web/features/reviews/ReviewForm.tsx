import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_TITLE_MAX,
  type ReviewEvent,
  type ReviewSubjectType,
  reviewWarnings,
} from '@core/schemas/reviews';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { formatEventDate } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useCreateReview } from './queries';
import { StarRatingInput } from './Stars';

type Props = { subjectType: ReviewSubjectType; subject: string; events: ReviewEvent[] };

/**
 * Write a review: stars (radio group), for organisations a title and the event it is about, and the text. The
 * server validates again (spec §7) and answers field errors in Dutch; any other failure is the spec §8 toast.
 */
export const ReviewForm = ({ subjectType, subject, events }: Props) => {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? 'nl';
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [eventId, setEventId] = useState(events[0]?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReview();
  const isOrganization = subjectType === 'organization';
  const warnings = reviewWarnings(comment);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating === 0) {
      setErrors({ rating: t('form.ratingRequired') });
      return;
    }
    setErrors({});
    create.mutate(
      {
        subjectType,
        subject,
        rating,
        comment,
        ...(isOrganization ? { title: title || null, eventId: eventId || null } : {}),
      },
      {
        onSuccess: () => notify.success(t('form.success')),
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          else
            notify.error(
              t('errors:review_failed'),
              isApiError(error) && error.status >= 400 && error.status < 500
                ? apiErrorMessage(error, t)
                : undefined,
            );
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        data-testid="review-form"
        aria-labelledby={`${id}-h`}
      >
        <h3 id={`${id}-h`} className="font-display text-lg font-semibold text-ink">
          {t('form.title')}
        </h3>
        <StarRatingInput
          name={`${id}-rating`}
          value={rating}
          onChange={setRating}
          legend={t('form.rating')}
          error={errors.rating}
        />
        {isOrganization && events.length > 0 ? (
          <Field id={`${id}-event`} label={t('form.event')} error={errors.eventId}>
            <select
              {...fieldControlProps(`${id}-event`, errors.eventId)}
              value={eventId}
              onChange={(e) => setEventId(e.target.value)}
              className="h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-sm text-ink"
            >
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title} ({formatEventDate(event.startDate, language)})
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {isOrganization ? (
          <Field id={`${id}-title`} label={t('form.reviewTitle')} error={errors.title}>
            <Input
              {...fieldControlProps(`${id}-title`, errors.title)}
              value={title}
              maxLength={REVIEW_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
        ) : null}
        <Field
          id={`${id}-comment`}
          label={t('form.comment')}
          error={errors.comment}
          hint={warnings[0]?.message ?? t('form.commentHint')}
        >
          <Textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? `${id}-comment-error` : `${id}-comment-hint`}
            className="min-h-28"
          />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </form>
    </Card>
  );
};
