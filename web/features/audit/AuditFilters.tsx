import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import type { AuditFilterValues } from './api';
import { useAuditFacets } from './queries';
import { useActionLabel } from './useActionLabel';

type AuditFiltersProps = { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void };

const EMPTY: AuditFilterValues = { action: '', actor: '', targetType: '', from: '', to: '' };

const labelClass = 'mb-1.5 block text-sm font-medium text-ink';

/** Action, target type (choices from the log), actor e-mail and a date range; applied with 'Filteren'. */
export const AuditFilters = ({ values, onApply }: AuditFiltersProps) => {
  const { t } = useTranslation('audit');
  const actionLabel = useActionLabel();
  const facets = useAuditFacets();
  const [draft, setDraft] = useState(values);
  const withCurrent = (list: readonly string[], current: string) =>
    current && !list.includes(current) ? [current, ...list] : list;
  const actions = withCurrent(facets.data?.actions ?? [], draft.action);
  const targetTypes = withCurrent(facets.data?.targetTypes ?? [], draft.targetType);
  const set = (key: keyof AuditFilterValues) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim() });
  };
  const filtered = Object.values(values).some(Boolean);

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={handleSubmit}
      className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_9.5rem_9.5rem]"
      data-testid="audit-filters"
    >
      <div>
        <label htmlFor="audit-action" className={labelClass}>
          {t('filters.action')}
        </label>
        <select
          id="audit-action"
          value={draft.action}
          onChange={(e) => set('action')(e.target.value)}
          className={cn(fieldClassName, 'h-12 py-0')}
        >
          <option value="">{t('filters.allActions')}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-actor" className={labelClass}>
          {t('filters.actor')}
        </label>
        <Input
          id="audit-actor"
          type="search"
          maxLength={254}
          value={draft.actor}
          placeholder={t('filters.actorPlaceholder')}
          onChange={(e) => set('actor')(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="audit-target" className={labelClass}>
          {t('filters.targetType')}
        </label>
        <select
          id="audit-target"
          value={draft.targetType}
          onChange={(e) => set('targetType')(e.target.value)}
          className={cn(fieldClassName, 'h-12 py-0')}
        >
          <option value="">{t('filters.allTargets')}</option>
          {targetTypes.map((type) => (
            <option key={type} value={type}>
              {t(`targets.${type}`, { defaultValue: type })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          {t('filters.from')}
        </label>
        <Input id="audit-from" type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          {t('filters.to')}
        </label>
        <Input id="audit-to" type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" size="lg" className="flex-1 sm:flex-none">
          {t('filters.apply')}
        </Button>
        {filtered ? (
          <Button
            variant="ghost"
            size="lg"
            onClick={() => {
              setDraft(EMPTY);
              onApply(EMPTY);
            }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
