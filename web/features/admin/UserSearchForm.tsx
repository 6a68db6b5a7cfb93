import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input } from '@web/components/ui/Input';

type UserSearchFormProps = { value: string; onSearch: (q: string) => void };

/** Search by name or e-mail; submits on Enter or the button, "Wissen" shows everyone again. */
export const UserSearchForm = ({ value, onSearch }: UserSearchFormProps) => {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(value);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(q.trim());
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="admin-user-search" className="mb-1.5 block text-sm font-medium text-ink">
          {t('users.searchLabel')}
        </label>
        <Input
          id="admin-user-search"
          type="search"
          value={q}
          maxLength={120}
          placeholder={t('users.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="lg" className="flex-1 sm:flex-none">
          <Search aria-hidden />
          {t('users.search')}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="lg"
            onClick={() => {
              setQ('');
              onSearch('');
            }}
          >
            {t('users.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
