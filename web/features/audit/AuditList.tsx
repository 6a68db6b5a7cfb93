import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntryDto } from '@core/schemas/audit';
import { Badge } from '@web/components/ui/Badge';
import { formatDateTime } from '@web/features/admin';
import { AuditDiff } from './AuditDiff';
import { auditTargetHref } from './auditTarget';
import { useActionLabel } from './useActionLabel';

type AuditListProps = { items: readonly AuditEntryDto[]; compact?: boolean };

/** Audit entries as stacked rows: what (Dutch label), about what (linked), who, when, and the diff. */
export const AuditList = ({ items, compact = false }: AuditListProps) => {
  const { t, i18n } = useTranslation('audit');
  const actionLabel = useActionLabel();
  return (
    <ol
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
      aria-label={t('list.label')}
      data-testid="audit-list"
    >
      {items.map((entry) => {
        const href = auditTargetHref(entry.targetType, entry.targetId);
        const target = entry.targetType
          ? `${t(`targets.${entry.targetType}`, { defaultValue: entry.targetType })}${entry.targetId ? ` · ${entry.targetId}` : ''}`
          : null;
        return (
          <li key={entry.id} className="px-4 py-3 sm:px-5" data-testid="audit-entry">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-ink">
                {actionLabel(entry.action)}{' '}
                <Badge tone="neutral" className="ml-1 align-middle font-mono text-xs font-normal">
                  {entry.action}
                </Badge>
              </p>
              <time dateTime={entry.createdAt} className="text-sm text-ink-muted">
                {formatDateTime(entry.createdAt, i18n.language)}
              </time>
            </div>
            <p className="mt-0.5 text-sm text-ink-soft">
              {entry.actor
                ? t('list.by', { name: entry.actor.name, email: entry.actor.email })
                : t('list.byUnknown')}
              {target ? (
                <>
                  {' · '}
                  {href ? (
                    <Link
                      to={href}
                      className="font-medium text-forest-700 underline underline-offset-2 break-all"
                    >
                      {target}
                    </Link>
                  ) : (
                    <span className="break-all">{target}</span>
                  )}
                </>
              ) : null}
            </p>
            {compact ? null : <AuditDiff data={entry.data} />}
          </li>
        );
      })}
    </ol>
  );
};
