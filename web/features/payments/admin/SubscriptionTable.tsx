import { CalendarPlus, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import type { AdminSubscriptionRowDto } from './api';
import { day, money } from './format';
import { SubscriptionStatusBadge } from '../SubscriptionStatusBadge';

type SubscriptionTableProps = {
  items: readonly AdminSubscriptionRowDto[];
  onHistory: (row: AdminSubscriptionRowDto) => void;
  onExtend: (row: AdminSubscriptionRowDto) => void;
};

const nameOf = (row: AdminSubscriptionRowDto) => row.memberName ?? row.memberEmail;

/** One row per subscription: member, plan, status, end of period, and the history and extend actions. */
export const SubscriptionTable = ({ items, onHistory, onExtend }: SubscriptionTableProps) => {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  return (
    <ul
      aria-label={t('admin.table.label')}
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
    >
      {items.map((row) => {
        const end =
          row.status === 'trialing' && row.trialEndsAt
            ? t('admin.table.trialUntil', { date: day(row.trialEndsAt, language) })
            : row.currentPeriodEnd
              ? t('admin.table.until', { date: day(row.currentPeriodEnd, language) })
              : t('admin.table.noEnd');
        return (
          <li
            key={row.id}
            data-testid="admin-subscription-row"
            className="grid gap-3 px-4 py-3.5 sm:px-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,0.9fr)_auto] lg:items-center lg:gap-4"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{nameOf(row)}</p>
              <p className="truncate text-sm text-ink-soft">{row.memberEmail}</p>
            </div>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                {row.planName}
                {row.isPremium ? <Badge tone="premium">{t('admin.table.premium')}</Badge> : null}
              </p>
              <p className="text-sm text-ink-soft">
                {row.nextAmount !== null
                  ? t('admin.table.perInterval', {
                      amount: money(row.nextAmount, language),
                      interval: t(`interval.${row.interval}`),
                    })
                  : t(`interval.${row.interval}`)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
              <SubscriptionStatusBadge status={row.status} />
              <span>{end}</span>
            </div>
            <div className="flex flex-wrap gap-2 lg:justify-end">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onHistory(row)}
                aria-label={t('admin.table.historyLabel', { name: nameOf(row) })}
              >
                <ReceiptText aria-hidden />
                {t('admin.table.history')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onExtend(row)}
                aria-label={t('admin.table.extendLabel', { name: nameOf(row) })}
              >
                <CalendarPlus aria-hidden />
                {t('admin.table.extend')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
