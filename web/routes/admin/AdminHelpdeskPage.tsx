import { ArrowLeft, FileQuestion, LifeBuoy, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { fieldClassName, Input } from '@web/components/ui/Input';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminDetailQuery, AdminHeading, AdminPagedList, useListParams } from '@web/features/admin';
import {
  HelpAdminList,
  HelpArticleForm,
  useAdminHelpArticle,
  useAdminHelpArticles,
} from '@web/features/help';

const LIST_KEYS = ['q', 'status', 'artikel'] as const;
const STATUSES = ['all', 'published', 'draft'] as const;
type Status = (typeof STATUSES)[number];
const NEW = 'nieuw';

/** The editor of one article (`?artikel=nieuw` or `?artikel={id}`), in place of the list. */
const ArticleEditor = ({ id, onDone }: { id: string; onDone: () => void }) => {
  const { t } = useTranslation('help');
  const query = useAdminHelpArticle(id === NEW ? '' : id);
  const back = (
    <button
      type="button"
      onClick={onDone}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-forest-600"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('admin.backToList')}
    </button>
  );
  if (id === NEW)
    return (
      <div>
        {back}
        <h2 className="mb-4 text-2xl font-medium">{t('admin.newTitle')}</h2>
        <HelpArticleForm article={null} onSaved={onDone} onCancel={onDone} />
      </div>
    );
  return (
    <AdminDetailQuery
      query={query}
      back={back}
      notFound={<StatePanel icon={FileQuestion} title={t('admin.notFound')} />}
    >
      {(article) => (
        <div>
          {back}
          <h2 className="mb-4 text-2xl font-medium break-words">
            {t('admin.editTitle', { title: article.title })}
          </h2>
          <HelpArticleForm key={article.id} article={article} onSaved={onDone} onCancel={onDone} />
        </div>
      )}
    </AdminDetailQuery>
  );
};

/** /admin/helpdesk: every article with status, views and feedback; write, preview, publish, feature, delete. */
export const AdminHelpdeskPage = () => {
  const { t } = useTranslation('help');
  const { values, page, setFilters, setPage, setParam } = useListParams(LIST_KEYS);
  const status: Status = STATUSES.includes(values.status as Status) ? (values.status as Status) : 'all';
  const [draft, setDraft] = useState(values.q);
  const query = useAdminHelpArticles({ q: values.q, status, page });
  const filtered = values.q !== '' || status !== 'all';

  return (
    <div data-testid="admin-helpdesk-page">
      <AdminHeading title={t('admin.title')} description={t('admin.description')} />
      {values.artikel ? (
        <ArticleEditor id={values.artikel} onDone={() => setParam('artikel', '')} />
      ) : (
        <>
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
            <form
              role="search"
              className="flex flex-1 gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                setFilters({ q: draft.trim() });
              }}
            >
              <label htmlFor="helpdesk-search" className="sr-only">
                {t('admin.searchLabel')}
              </label>
              <Input
                id="helpdesk-search"
                type="search"
                value={draft}
                maxLength={200}
                placeholder={t('admin.searchPlaceholder')}
                onChange={(e) => setDraft(e.target.value)}
                className="flex-1"
              />
              <Button type="submit" variant="secondary" aria-label={t('admin.searchButton')}>
                <Search aria-hidden />
              </Button>
            </form>
            <label htmlFor="helpdesk-status" className="sr-only">
              {t('admin.statusLabel')}
            </label>
            <select
              id="helpdesk-status"
              value={status}
              onChange={(e) => setFilters({ status: e.target.value === 'all' ? '' : e.target.value })}
              className={`${fieldClassName} sm:w-44`}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.status.${s}`)}
                </option>
              ))}
            </select>
            <Button onClick={() => setParam('artikel', NEW)} data-testid="help-new-article">
              <Plus aria-hidden />
              {t('admin.newButton')}
            </Button>
          </div>
          <AdminPagedList
            query={query}
            rowClassName="h-24"
            onPage={setPage}
            empty={
              <StatePanel
                icon={LifeBuoy}
                title={t('admin.emptyTitle')}
                description={filtered ? t('admin.emptyFiltered') : t('admin.emptyAll')}
              />
            }
          >
            {(items) => <HelpAdminList items={items} onEdit={(id) => setParam('artikel', id)} />}
          </AdminPagedList>
        </>
      )}
    </div>
  );
};
