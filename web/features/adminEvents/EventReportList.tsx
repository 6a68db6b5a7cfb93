import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventReportDto } from '@core/schemas/adminEvents';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatDateTime } from '@web/features/admin';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useResolveEventReport } from './queries';

type EventReportListProps = { eventId: string; reports: readonly EventReportDto[] };

/** Members' reports of the event, open ones with a button to resolve them (audited on the server). */
export const EventReportList = ({ eventId, reports }: EventReportListProps) => {
  const { t, i18n } = useTranslation('adminEvents');
  const resolve = useResolveEventReport();
  const handleResolve = (reportId: string) =>
    resolve.mutate(
      { eventId, reportId },
      {
        onSuccess: () => notify.success(t('reports.resolved')),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );
  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('reports.title')}</h2>
        {reports.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t('reports.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line" data-testid="admin-event-report-list">
            {reports.map((report) => (
              <li key={report.id} className="py-3" data-testid="admin-event-report">
                <p className="break-words whitespace-pre-line text-ink">{report.reason}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  {t('reports.by', {
                    name: report.reporterName ?? t('reports.unknownMember'),
                    date: formatDateTime(report.createdAt, i18n.language),
                  })}
                </p>
                <div className="mt-2">
                  {report.resolvedAt ? (
                    <Badge tone="forest">
                      {report.resolvedByName
                        ? t('reports.resolvedBy', {
                            name: report.resolvedByName,
                            date: formatDateTime(report.resolvedAt, i18n.language),
                          })
                        : t('reports.resolvedState')}
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={resolve.isPending}
                      onClick={() => handleResolve(report.id)}
                      data-testid="resolve-report"
                    >
                      {resolve.isPending && resolve.variables.reportId === report.id ? (
                        <LoaderCircle aria-hidden className="animate-spin" />
                      ) : null}
                      {t('reports.resolve')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
};
