import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PurityCheckId } from '@core/schemas/purity';
import { Button } from '@web/components/ui/Button';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { LoadError, formatDateTime } from '@web/features/admin';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { PurityFindingCard } from './PurityFindingCard';
import { usePurityRepair, usePurityReport } from './queries';

/** The checks of one account with a summary line, a re-run and a repair per fixable finding. */
export const PurityReportView = ({ userId }: { userId: string }) => {
  const { t, i18n } = useTranslation(['purity', 'errors', 'common']);
  const query = usePurityReport(userId);
  const repair = usePurityRepair(userId);
  if (query.isPending) return <SkeletonList rowClassName="h-24" rows={8} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { findings, checkedAt } = query.data;
  const problems = findings.filter((f) => f.status !== 'ok').length;

  const handleRepair = (check: PurityCheckId) =>
    repair.mutate(check, {
      onSuccess: () => notify.success(t('repaired', { check: t(`check.${check}`) })),
      onError: (error) => notify.error(apiErrorMessage(error, t)),
    });

  return (
    <div className="space-y-4" data-testid="purity-report">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-ink-soft">
          <span className="block font-medium text-ink">
            {t('account', { name: query.data.user.name, email: query.data.user.email })}
          </span>
          {problems === 0 ? t('summary.clean') : t('summary.problems', { count: problems })}{' '}
          <span className="text-sm">
            {t('summary.checkedAt', { at: formatDateTime(checkedAt, i18n.language) })}
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          data-testid="purity-rerun"
        >
          <RotateCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
          {t('rerun')}
        </Button>
      </div>
      {findings.map((finding) => (
        <PurityFindingCard
          key={finding.check}
          finding={finding}
          busy={repair.isPending && repair.variables === finding.check}
          onRepair={() => handleRepair(finding.check)}
        />
      ))}
    </div>
  );
};
