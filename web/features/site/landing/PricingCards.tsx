import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANDING_PLANS, planById, type PlanType } from '@core/domain/plans';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { useSession } from '@web/features/accounts';
import { cn } from '@web/lib/cn';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { trialHref } from './trialHref';

const FEATURE_COUNT = 4;

type PricingCardsProps = { ctaMode?: 'auto' | 'trial' };

type PlanCtaProps = Required<PricingCardsProps> & { id: PlanType; highlighted: boolean; label: string };

/**
 * A card's button, the only part that depends on the session: when the session arrives after hydration, React
 * renders these four links again instead of the four cards (a ≈ 70 ms task at 4× CPU on the landing page, issue 17).
 */
const PlanCta = ({ id, highlighted, ctaMode, label }: PlanCtaProps) => {
  const { isSignedIn } = useSession();
  return (
    <Button asChild variant={highlighted ? 'light' : 'primary'} className="mt-8 w-full">
      <Link to={trialHref(id, isSignedIn, ctaMode)} data-testid={`start-trial-${id}`}>
        {label}
      </Link>
    </Button>
  );
};

/** The four yearly plans of the landing page (participant 14, organisation 80, professional 90, venue 100). */
export const PricingCards = ({ ctaMode = 'auto' }: PricingCardsProps) => {
  const { t, i18n } = useTranslation('pricing');
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {LANDING_PLANS.map((id) => {
        const plan = planById(id);
        const highlighted = id === 'organization';
        return (
          <li
            key={id}
            data-testid={`pricing-card-${id}`}
            className={cn(
              'relative flex flex-col rounded-[var(--radius-card)] border p-7 shadow-[var(--shadow-soft)]',
              highlighted ? 'border-forest-700 bg-forest-900 text-white' : 'border-line/80 bg-white',
            )}
          >
            <Badge tone={highlighted ? 'glass' : 'clay'} className="self-start">
              <Sparkles aria-hidden className="size-3" />
              {t('trialBadge')}
            </Badge>
            <h3 className={cn('mt-5 font-sans text-xl font-semibold', highlighted && 'text-white')}>
              {t(`plans.${id}.name`)}
            </h3>
            <p
              className={cn(
                'mt-1.5 text-sm leading-relaxed',
                highlighted ? 'text-forest-100/85' : 'text-ink-muted',
              )}
            >
              {t(`plans.${id}.audience`)}
            </p>
            <p className="mt-6 flex items-baseline gap-2">
              <span
                className={cn('font-display text-5xl font-medium', highlighted ? 'text-white' : 'text-ink')}
                data-testid="plan-price"
              >
                {formatMoney(plan.prices['1y'], moneyLanguage(i18n.language))}
              </span>
            </p>
            <p className={cn('mt-1 text-sm', highlighted ? 'text-forest-100/80' : 'text-ink-muted')}>
              {t('perYear')}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {Array.from({ length: FEATURE_COUNT }, (_, i) => (
                <li key={i} className="flex gap-2.5">
                  <Check
                    aria-hidden
                    className={cn(
                      'mt-0.5 size-4 shrink-0',
                      highlighted ? 'text-clay-300' : 'text-forest-600',
                    )}
                  />
                  <span className={highlighted ? 'text-forest-50' : 'text-ink-soft'}>
                    {t(`plans.${id}.features.${i}`)}
                  </span>
                </li>
              ))}
            </ul>
            <PlanCta id={id} highlighted={highlighted} ctaMode={ctaMode} label={t('startTrial')} />
          </li>
        );
      })}
    </ul>
  );
};
