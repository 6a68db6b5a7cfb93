import { useTranslation } from 'react-i18next';
import type { BulkRow } from '@core/schemas/bulkUpload';
import { Badge } from '@web/components/ui/Badge';

type ImportRowStatusProps = { row: BulkRow };

/** 'In orde', or the number of errors with each one as 'column: message' (the message by its code). */
export const ImportRowStatus = ({ row }: ImportRowStatusProps) => {
  const { t } = useTranslation('bulkUpload');
  if (row.errors.length === 0) return <Badge tone="forest">{t('preview.ok')}</Badge>;
  return (
    <div className="space-y-1">
      <Badge tone="destructive">{t('preview.errors', { count: row.errors.length })}</Badge>
      <ul className="space-y-1 text-red-800">
        {row.errors.map((error) => (
          <li key={`${error.column ?? 'row'}-${error.code}`}>
            {error.column ? <span className="font-mono">{error.column}: </span> : null}
            {t(`errors:${error.code}`, { defaultValue: error.message })}
          </li>
        ))}
      </ul>
    </div>
  );
};
