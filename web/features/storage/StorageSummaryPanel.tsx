import { Cloud, HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { LoadError } from '@web/features/admin';
import { formatBytes } from './formatBytes';
import { useStorageSummary } from './queries';

/** The active backend (local folder or S3 bucket) with its files and bytes, and what uploads recorded. */
export const StorageSummaryPanel = () => {
  const { t, i18n } = useTranslation('storage');
  const query = useStorageSummary();
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { backend, stored, recorded } = query.data;
  const Icon = backend.kind === 's3' ? Cloud : HardDrive;
  const count = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL');
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="storage-summary">
      <Card>
        <CardBody className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Icon aria-hidden className="size-5 text-forest-700" />
            <h2 className="text-lg font-semibold">{t('summary.backend')}</h2>
            <Badge tone="forest">{t(`summary.kind.${backend.kind}`)}</Badge>
          </div>
          <p className="text-sm break-all text-ink-soft">{backend.location}</p>
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-ink-soft">{t('summary.files')}</dt>
              <dd className="text-2xl font-medium" data-testid="storage-total-files">
                {stored.complete
                  ? count.format(stored.files)
                  : t('summary.atLeast', { value: count.format(stored.files) })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-soft">{t('summary.bytes')}</dt>
              <dd className="text-2xl font-medium" data-testid="storage-total-bytes">
                {stored.complete
                  ? formatBytes(stored.bytes, i18n.language)
                  : t('summary.atLeast', { value: formatBytes(stored.bytes, i18n.language) })}
              </dd>
            </div>
          </dl>
          {stored.complete ? null : (
            <p className="text-sm text-ink-soft">{t('summary.partial', { count: stored.scanLimit })}</p>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <h2 className="mb-3 text-lg font-semibold">{t('summary.recorded')}</h2>
          {recorded.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('summary.recordedEmpty')}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-ink-soft">
                  <th className="pb-2 font-normal">{t('summary.purpose')}</th>
                  <th className="pb-2 text-right font-normal">{t('summary.files')}</th>
                  <th className="pb-2 text-right font-normal">{t('summary.bytes')}</th>
                </tr>
              </thead>
              <tbody>
                {recorded.map((row) => (
                  <tr key={row.purpose} className="border-t border-line/70">
                    <td className="py-2">{t(`purpose.${row.purpose}`, { defaultValue: row.purpose })}</td>
                    <td className="py-2 text-right">{count.format(row.files)}</td>
                    <td className="py-2 text-right">{formatBytes(row.bytes, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardBody>
      </Card>
    </div>
  );
};
