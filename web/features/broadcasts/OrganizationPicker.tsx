import { Building2, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { useOrganizationSearch } from './queries';
import { useDebounced } from './useDebounced';

type OrganizationPickerProps = {
  id: string;
  chosen: { id: string; name: string } | null;
  error?: string | undefined;
  onChoose: (organization: { id: string; name: string } | null) => void;
};

/** Search an organisation by name and pick one (the followers audience). */
export const OrganizationPicker = ({ id, chosen, error, onChoose }: OrganizationPickerProps) => {
  const { t } = useTranslation('broadcasts');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const results = useOrganizationSearch(q);
  const items = q.length >= 2 ? (results.data?.items ?? []) : [];

  if (chosen) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink">{t('form.organization')}</span>
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-forest-200 bg-forest-50 px-4 py-3">
          <Building2 aria-hidden className="size-4 text-forest-700" />
          <span className="min-w-0 flex-1 font-medium break-words" data-testid="broadcast-organization">
            {t('form.organizationChosen', { name: chosen.name })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChoose(null)}>
            {t('form.organizationChange')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Field id={id} label={t('form.organizationSearch')} error={error} hint={t('form.organizationSearchHint')}>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-10"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
      </div>
      {q.length >= 2 && results.isSuccess && items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('form.organizationNone')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul
          className="divide-y divide-line overflow-hidden rounded-xl border border-line"
          aria-label={t('form.organization')}
        >
          {items.map((org) => (
            <li key={org.id}>
              <button
                type="button"
                onClick={() => onChoose({ id: org.id, name: org.name })}
                className="flex w-full items-center gap-3 px-4 py-3 text-left text-sm hover:bg-sand-50 focus-visible:bg-forest-50 focus-visible:outline-none"
              >
                <Building2 aria-hidden className="size-4 shrink-0 text-ink-muted" />
                <span className="min-w-0 flex-1 font-medium break-words">{org.name}</span>
                {org.city ? <span className="text-ink-muted">{org.city}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
};
