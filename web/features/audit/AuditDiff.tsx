import { useTranslation } from 'react-i18next';
import { auditDetails, auditDiff, auditValue } from './auditTarget';

type AuditDiffProps = { data: Record<string, unknown> };

/** Before → after of the fields that changed, then any other detail the entry keeps. */
export const AuditDiff = ({ data }: AuditDiffProps) => {
  const { t } = useTranslation('audit');
  const rows = auditDiff(data);
  const details = auditDetails(data);
  if (rows.length === 0 && details.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.path || 'value'} className="grid gap-x-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="font-medium text-ink-soft">{row.path || t('diff.value')}</dt>
          <dd className="min-w-0 break-words">
            <span className="sr-only">{t('diff.before')}: </span>
            <del className="rounded bg-clay-50 px-1 text-clay-700 decoration-clay-500">
              {auditValue(row.before)}
            </del>
            <span aria-hidden className="mx-1.5 text-ink-muted">
              →
            </span>
            <span className="sr-only">{t('diff.after')}: </span>
            <ins className="rounded bg-forest-50 px-1 text-forest-800 no-underline">
              {auditValue(row.after)}
            </ins>
          </dd>
        </div>
      ))}
      {details.map(([key, value]) => (
        <div key={key} className="grid gap-x-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="font-medium text-ink-soft">{key}</dt>
          <dd className="min-w-0 break-words text-ink">{auditValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
};
