import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';

type EmailLogFiltersProps = {
  to: string;
  kind: string;
  kinds: readonly string[];
  onApply: (filters: { to: string; kind: string }) => void;
};

/** Recipient (typed, applied on submit) and kind (applied at once). */
export const EmailLogFilters = ({ to, kind, kinds, onApply }: EmailLogFiltersProps) => {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(to);
  const options = kind && !kinds.includes(kind) ? [kind, ...kinds] : kinds;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ to: draft.trim(), kind });
  };

  return (
    <form
      role="search"
      aria-label={t('emailLogs.filters')}
      onSubmit={handleSubmit}
      className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="email-log-to" className="mb-1.5 block text-sm font-medium text-ink">
          {t('emailLogs.toLabel')}
        </label>
        <Input
          id="email-log-to"
          type="search"
          value={draft}
          maxLength={254}
          placeholder={t('emailLogs.toPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="email-log-kind" className="mb-1.5 block text-sm font-medium text-ink">
          {t('emailLogs.kindLabel')}
        </label>
        <select
          id="email-log-kind"
          value={kind}
          onChange={(event) => onApply({ to: draft.trim(), kind: event.target.value })}
          className={cn(fieldClassName, 'h-12 py-0')}
        >
          <option value="">{t('emailLogs.allKinds')}</option>
          {options.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="lg" className="flex-1 sm:flex-none">
          {t('emailLogs.apply')}
        </Button>
        {to || kind ? (
          <Button
            variant="ghost"
            size="lg"
            onClick={() => {
              setDraft('');
              onApply({ to: '', kind: '' });
            }}
          >
            {t('emailLogs.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
