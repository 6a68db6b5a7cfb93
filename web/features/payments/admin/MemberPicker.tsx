import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input } from '@web/components/ui/Input';
import { useAdminUsers } from '@web/features/admin';

export type PickedMember = { id: string; name: string; email: string };

type MemberPickerProps = {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string | undefined;
};

const SEARCH_DELAY_MS = 300;

/** Find a member by e-mail or name through the admin user search, and pick one. */
export const MemberPicker = ({ value, onChange, error }: MemberPickerProps) => {
  const { t } = useTranslation('payments');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useAdminUsers({ q: q.length >= 2 ? q : '', page: 1 });
  const results = q.length >= 2 ? (search.data?.items.slice(0, 6) ?? []) : [];

  if (value) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-forest-50 px-3 py-2">
        <p className="min-w-0 text-sm text-ink" data-testid="grant-member-chosen">
          {t('admin.grantDialog.memberChosen', { name: value.name, email: value.email })}
        </p>
        <Button variant="link" size="sm" onClick={() => onChange(null)}>
          {t('admin.grantDialog.memberChange')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Input
        id="grant-member"
        type="search"
        value={text}
        autoComplete="off"
        maxLength={254}
        placeholder={t('admin.grantDialog.memberPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'grant-member-error' : 'grant-member-hint'}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id="grant-member-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="grant-member-hint" className="text-sm text-ink-muted">
          {t('admin.grantDialog.memberHint')}
        </p>
      )}
      {q.length >= 2 && !search.isPending ? (
        results.length === 0 ? (
          <p className="text-sm text-ink-soft" aria-live="polite">
            {t('admin.grantDialog.memberNone', { q })}
          </p>
        ) : (
          <ul
            aria-label={t('admin.grantDialog.memberResults')}
            className="divide-y divide-line rounded-xl border border-line bg-white"
          >
            {results.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left hover:bg-sand-50 focus-visible:bg-forest-50 focus-visible:outline-none"
                  onClick={() => onChange({ id: user.id, name: user.name, email: user.email })}
                >
                  <span className="block truncate text-sm font-medium text-ink">{user.name}</span>
                  <span className="block truncate text-sm text-ink-soft">{user.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
};
