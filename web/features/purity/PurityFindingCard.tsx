import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PurityFinding } from '@core/schemas/purity';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';

const STATUS = {
  ok: { icon: CircleCheck, tone: 'forest', color: 'text-forest-700' },
  warning: { icon: TriangleAlert, tone: 'premium', color: 'text-amber-700' },
  error: { icon: CircleAlert, tone: 'destructive', color: 'text-red-700' },
} as const;

type PurityFindingCardProps = {
  finding: PurityFinding;
  busy: boolean;
  onRepair: () => void;
};

/** One check: its status, what it means in words, what was found, and the repair when there is one. */
export const PurityFindingCard = ({ finding, busy, onRepair }: PurityFindingCardProps) => {
  const { t } = useTranslation('purity');
  const { icon: Icon, tone, color } = STATUS[finding.status];
  return (
    <Card data-testid={`purity-${finding.check}`} data-status={finding.status}>
      <CardBody className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start">
        <Icon aria-hidden className={`size-6 shrink-0 ${color}`} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{t(`check.${finding.check}`)}</h2>
            <Badge tone={tone}>{t(`status.${finding.status}`)}</Badge>
          </div>
          <p className="text-ink-soft">
            {t(`finding.${finding.check}.${finding.reason}`, { defaultValue: t('finding.fallback') })}
          </p>
          {finding.items.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-sm break-words">
              {finding.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {finding.repairable ? (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={onRepair}
            disabled={busy}
            data-testid={`purity-repair-${finding.check}`}
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Wrench aria-hidden />}
            {t('repair')}
          </Button>
        ) : null}
      </CardBody>
    </Card>
  );
};
