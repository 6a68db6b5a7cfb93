import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES } from '@core/schemas/events';
import { Button } from '@web/components/ui/Button';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

export const ADMIN_EVENT_FILTER_KEYS = [
  'q',
  'status',
  'organizer',
  'city',
  'from',
  'to',
  'reported',
  'featured',
] as const;
export type AdminEventFilterKey = (typeof ADMIN_EVENT_FILTER_KEYS)[number];
export type AdminEventFilterValues = Record<AdminEventFilterKey, string>;

type AdminEventFiltersProps = {
  values: AdminEventFilterValues;
  onApply: (changes: Partial<AdminEventFilterValues>) => void;
};

const labelClass = 'mb-1.5 block text-sm font-medium text-ink';

/**
 * Search and filters of /admin/evenementen. Typed fields apply on submit; the status and the two switches at
 * once. Every value lives in the URL (useListParams), so a filtered list can be shared.
 */
export const AdminEventFilters = ({ values, onApply }: AdminEventFiltersProps) => {
  const { t } = useTranslation('adminEvents');
  const [draft, setDraft] = useState({ q: values.q, city: values.city, from: values.from, to: values.to });
  const active = ADMIN_EVENT_FILTER_KEYS.some((key) => values[key]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ q: draft.q.trim(), city: draft.city.trim(), from: draft.from, to: draft.to });
  };

  const text = (key: 'q' | 'city' | 'from' | 'to', type: 'search' | 'text' | 'date', maxLength?: number) => (
    <div>
      <label htmlFor={`admin-events-${key}`} className={labelClass}>
        {t(`filters.${key}`)}
      </label>
      <Input
        id={`admin-events-${key}`}
        type={type}
        value={draft[key]}
        {...(maxLength ? { maxLength } : {})}
        {...(key === 'q' ? { placeholder: t('filters.qPlaceholder') } : {})}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
    </div>
  );

  const toggle = (key: 'reported' | 'featured') => (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        className="size-4 accent-forest-700"
        checked={values[key] === 'true'}
        onChange={(e) => onApply({ [key]: e.target.checked ? 'true' : '' })}
        data-testid={`admin-events-filter-${key}`}
      />
      {t(`filters.${key}`)}
    </label>
  );

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={handleSubmit}
      className="mb-5 space-y-3 rounded-2xl border border-line bg-white/70 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        {text('q', 'search', 120)}
        <div>
          <label htmlFor="admin-events-status" className={labelClass}>
            {t('filters.status')}
          </label>
          <select
            id="admin-events-status"
            value={values.status}
            onChange={(e) => onApply({ status: e.target.value })}
            className={cn(fieldClassName, 'h-12 py-0')}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {EVENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {text('city', 'text', 80)}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)] lg:items-end">
        {text('from', 'date')}
        {text('to', 'date')}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          {toggle('reported')}
          {toggle('featured')}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">{t('filters.apply')}</Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({ q: '', city: '', from: '', to: '' });
              onApply(Object.fromEntries(ADMIN_EVENT_FILTER_KEYS.map((k) => [k, ''])));
            }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
        {values.organizer ? (
          <Button variant="secondary" size="sm" onClick={() => onApply({ organizer: '' })}>
            {t('filters.organizerActive')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
