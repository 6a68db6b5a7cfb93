import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Input } from '@web/components/ui/Input';

type DashboardEventSearchProps = { value: string; onSearch: (q: string) => void };

/** Search in title, description and city; Enter or the button searches, the cross shows everything again. */
export const DashboardEventSearch = ({ value, onSearch }: DashboardEventSearchProps) => {
  const { t } = useTranslation('eventAdmin');
  const [q, setQ] = useState(value);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(q.trim());
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="mb-5 flex gap-2">
      <label htmlFor="dashboard-event-search" className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id="dashboard-event-search"
          type="search"
          value={q}
          maxLength={100}
          placeholder={t('search.placeholder')}
          onChange={(event) => setQ(event.target.value)}
          className="pl-10"
        />
      </div>
      <Button type="submit" size="lg">
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
        <Search aria-hidden className="sm:hidden" />
      </Button>
      {value ? (
        <Button
          variant="ghost"
          size="lg"
          aria-label={t('search.clear')}
          onClick={() => {
            setQ('');
            onSearch('');
          }}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </form>
  );
};
