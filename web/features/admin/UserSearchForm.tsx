import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input } from '@web/components/ui/Input';

type UserSearchFormProps = {
  value: string;
  onSearch: (q: string) => void;
  /** Other admin lists reuse the form with their own label and placeholder (e.g. the profile directory). */
  id?: string;
  label?: string;
  placeholder?: string;
  /** Extra filters shown beside the search field (selects that apply at once). */
  children?: ReactNode;
};

/** Search by name or e-mail; submits on Enter or the button, "Wissen" shows everyone again. */
export const UserSearchForm = ({
  value,
  onSearch,
  id = 'admin-user-search',
  label,
  placeholder,
  children,
}: UserSearchFormProps) => {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(value);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(q.trim());
  };

  return (
    <form
      role="search"
      onSubmit={handleSubmit}
      className="mb-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="flex-1 sm:min-w-[14rem]">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          {label ?? t('users.searchLabel')}
        </label>
        <Input
          id={id}
          type="search"
          value={q}
          maxLength={120}
          placeholder={placeholder ?? t('users.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {children}
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
