import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@web/components/ui/Input';
import { type CommitOptions, useDebouncedField } from '@web/lib/useDebouncedField';

type HelpSearchBoxProps = {
  value: string;
  /** Called 300 ms after typing stops, on Enter and on clear (spec §5 search debounce). */
  onSearch: (q: string, options: CommitOptions) => void;
};

/** The help centre's search field: results as you type, Enter searches at once, a button clears it. */
export const HelpSearchBox = ({ value, onSearch }: HelpSearchBoxProps) => {
  const { t } = useTranslation('help');
  const field = useDebouncedField(value, 300, onSearch);
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        field.flush();
      }}
    >
      <label htmlFor="help-search" className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
      />
      <Input
        id="help-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        value={field.draft}
        placeholder={t('search.placeholder')}
        onFocus={() => field.startBurst()}
        onChange={(e) => field.change(e.target.value)}
        onBlur={() => field.flush()}
        className="h-14 rounded-full bg-white pr-12 pl-12 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {field.draft ? (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            field.setDraft('');
            onSearch('', { replace: false });
          }}
          className="absolute top-1/2 right-3 grid size-9 -translate-y-1/2 place-items-center rounded-full text-ink-soft hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-forest-600"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </form>
  );
};
