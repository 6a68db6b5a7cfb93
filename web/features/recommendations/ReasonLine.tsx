import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecommendationReason } from '@core/schemas/recommendations';

type ReasonLineProps = { reason: RecommendationReason };

/** The one Dutch line under a recommended event that says why it is there. */
export const ReasonLine = ({ reason }: ReasonLineProps) => {
  const { t } = useTranslation('recommendations');
  const text =
    reason.code === 'language'
      ? t(`reason.language.${reason.params.language}`)
      : t(`reason.${reason.code}`, reason.params);
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-ink-soft" data-testid="recommendation-reason">
      <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-500" />
      <span>{text}</span>
    </p>
  );
};
