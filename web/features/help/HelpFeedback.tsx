import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useHelpFeedback } from './queries';

/** 'Was dit nuttig?' Ja / Nee: one answer per visitor (a new one replaces it), then thanks; 'Nee' offers contact. */
export const HelpFeedback = ({ slug }: { slug: string }) => {
  const { t } = useTranslation('help');
  const feedback = useHelpFeedback(slug);
  const [answer, setAnswer] = useState<boolean | null>(null);

  const handleAnswer = (helpful: boolean) => {
    setAnswer(helpful);
    feedback.mutate(helpful);
  };

  return (
    <section
      aria-labelledby="help-feedback-title"
      data-testid="help-feedback"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <h2 id="help-feedback-title" className="font-sans text-base font-semibold text-ink">
          {t('feedback.question')}
        </h2>
        <div className="flex gap-2">
          <Button
            variant={answer === true ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={answer === true}
            disabled={feedback.isPending}
            onClick={() => handleAnswer(true)}
          >
            <ThumbsUp aria-hidden />
            {t('feedback.yes')}
          </Button>
          <Button
            variant={answer === false ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={answer === false}
            disabled={feedback.isPending}
            onClick={() => handleAnswer(false)}
          >
            <ThumbsDown aria-hidden />
            {t('feedback.no')}
          </Button>
        </div>
      </div>
      <div aria-live="polite" className="mt-3 text-sm text-ink-soft empty:mt-0">
        {feedback.isError ? (
          <p className="text-red-700">{apiErrorMessage(feedback.error, t)}</p>
        ) : feedback.isSuccess ? (
          <p data-testid="help-feedback-thanks">
            {feedback.data.answer ? t('feedback.thanksYes') : t('feedback.thanksNo')}{' '}
            {feedback.data.answer ? null : (
              <Link to="/contact" className="font-medium text-forest-700 underline underline-offset-2">
                {t('feedback.contactLink')}
              </Link>
            )}
          </p>
        ) : null}
      </div>
    </section>
  );
};
