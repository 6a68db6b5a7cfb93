import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FORUM_OVERVIEW_LATEST } from '@core/domain/forum';
import { Button } from '@web/components/ui/Button';
import { Input } from '@web/components/ui/Input';
import { CategoryList, TopicList } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { CommunityLayout } from './CommunityLayout';

/** /community: search, the category list, the latest topics and the stats sidebar (spec §2 Community). */
export const CommunityPage = () => {
  const { t } = useTranslation('forum');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  useDocumentTitle(q ? t('search.title', { q }) : t('overview.title'));

  return (
    <CommunityLayout
      title={t('overview.title')}
      description={t('overview.description')}
      testId="community-page"
    >
      <form
        role="search"
        className="mb-8 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <label htmlFor="community-search" className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
          />
          <Input
            id="community-search"
            type="search"
            value={text}
            maxLength={200}
            placeholder={t('search.placeholder')}
            onChange={(e) => setText(e.target.value)}
            className="pl-10"
          />
        </div>
        <Button type="submit" className="h-12">
          {t('search.submit')}
        </Button>
      </form>
      {q ? (
        <section aria-labelledby="community-results">
          <h2 id="community-results" className="mb-4 font-display text-2xl font-semibold">
            {t('search.results', { q })}
          </h2>
          <TopicList base={{ view: 'all', q }} emptyKind="search" testId="forum-search-results" />
        </section>
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="community-categories">
            <div className="mb-4 flex items-baseline justify-between gap-3">
              <h2 id="community-categories" className="font-display text-2xl font-semibold">
                {t('categories.title')}
              </h2>
              <Link
                to="/community/categories"
                className="text-sm font-semibold text-forest-700 hover:underline"
              >
                {t('categories.all')}
              </Link>
            </div>
            <CategoryList />
          </section>
          <section aria-labelledby="community-latest">
            <div className="mb-4 flex items-baseline justify-between gap-3">
              <h2 id="community-latest" className="font-display text-2xl font-semibold">
                {t('overview.latest')}
              </h2>
              <Link to="/community/recent" className="text-sm font-semibold text-forest-700 hover:underline">
                {t('overview.allRecent')}
              </Link>
            </div>
            <TopicList
              base={{ view: 'recent' }}
              compact={FORUM_OVERVIEW_LATEST}
              testId="forum-latest-topics"
            />
          </section>
        </div>
      )}
    </CommunityLayout>
  );
};
