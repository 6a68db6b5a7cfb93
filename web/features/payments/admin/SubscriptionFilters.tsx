import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES } from '@core/domain/payments';
import { PLAN_CATALOG } from '@core/domain/planCatalog';
import { Button } from '@web/components/ui/Button';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

export type SubscriptionFilterValues = { q: string; status: string; plan: string };

type SubscriptionFiltersProps = SubscriptionFilterValues & {
  /** The values that change; the others stay as they are in the address (useListParams). */
  onApply: (filters: Partial<SubscriptionFilterValues>) => void;
};

const selectClass = cn(fieldClassName, 'h-12 py-0');

/** Name or e-mail (applied on submit), status and plan (applied at once). */
export const SubscriptionFilters = ({ q, status, plan, onApply }: SubscriptionFiltersProps) => {
  const { t } = useTranslation('payments');
  const [draft, setDraft] = useState(q);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ q: draft.trim() });
  };

  return (
    <form
      role="search"
      aria-label={t('admin.filters.label')}
      onSubmit={handleSubmit}
      className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_14rem_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="subscription-q" className="mb-1.5 block text-sm font-medium text-ink">
          {t('admin.filters.search')}
        </label>
        <Input
          id="subscription-q"
          type="search"
          value={draft}
          maxLength={120}
          placeholder={t('admin.filters.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="subscription-status" className="mb-1.5 block text-sm font-medium text-ink">
          {t('admin.filters.status')}
        </label>
        <select
          id="subscription-status"
          value={status}
          onChange={(event) => onApply({ q: draft.trim(), status: event.target.value })}
          className={selectClass}
        >
          <option value="">{t('admin.filters.allStatuses')}</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`subscription.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="subscription-plan" className="mb-1.5 block text-sm font-medium text-ink">
          {t('admin.filters.plan')}
        </label>
        <select
          id="subscription-plan"
          value={plan}
          onChange={(event) => onApply({ q: draft.trim(), plan: event.target.value })}
          className={selectClass}
        >
          <option value="">{t('admin.filters.allPlans')}</option>
          {PLAN_CATALOG.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" size="lg" className="flex-1 lg:flex-none">
          {t('admin.filters.apply')}
        </Button>
        {q || status || plan ? (
          <Button
            variant="ghost"
            size="lg"
            onClick={() => {
              setDraft('');
              onApply({ q: '', status: '', plan: '' });
            }}
          >
            {t('admin.filters.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
