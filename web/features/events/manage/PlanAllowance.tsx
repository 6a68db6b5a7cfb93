import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type PlanAllowanceProps = { plan: { publishedThisMonth: number; limit: number | null } };

/** Standard organisations see how many of their 10 monthly publications are used (spec §6); premium nothing. */
export const PlanAllowance = ({ plan }: PlanAllowanceProps) => {
  const { t } = useTranslation('eventAdmin');
  if (plan.limit === null) return null;
  const reached = plan.publishedThisMonth >= plan.limit;
  return (
    <p
      data-testid="plan-allowance"
      className={
        reached
          ? 'mb-5 rounded-xl border border-clay-300 bg-clay-50 px-4 py-3 text-sm text-clay-700'
          : 'mb-5 text-sm text-ink-soft'
      }
    >
      {t('plan.used', { count: plan.publishedThisMonth, limit: plan.limit })}{' '}
      <Link to="/prijzen" className="font-medium text-forest-700 underline underline-offset-2">
        {t('plan.upgrade')}
      </Link>
    </p>
  );
};
