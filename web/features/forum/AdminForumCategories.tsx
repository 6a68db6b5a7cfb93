import { ArrowDown, ArrowUp, FolderOpen, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { ForumCategory, ForumCategoryList } from '@core/schemas/forum';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { Switch } from '@web/components/ui/Switch';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { CategoryEditorDialog } from './CategoryEditorDialog';
import { CategoryIcon } from './CategoryIcon';
import { forumKeys, useAdminCategories, useOrderCategories, useSaveCategory } from './queries';

/** /admin/forum categories: create, edit, reorder (sort_order) with up/down, deactivate and activate. */
export const AdminForumCategories = () => {
  const { t } = useTranslation('forum');
  const query = useAdminCategories();
  const order = useOrderCategories();
  const save = useSaveCategory();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ category: ForumCategory | null } | null>(null);
  const failed = (error: unknown) => notify.error(t('admin.categories.error'), apiErrorMessage(error, t));

  const handleMove = (items: ForumCategory[], index: number, by: -1 | 1) => {
    const ids = items.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids, { onSuccess: () => notify.success(t('admin.categories.reordered')), onError: failed });
  };

  const handleActive = (category: ForumCategory, isActive: boolean) => {
    // The switch follows the click at once; a refused save puts the server's state back.
    client.setQueryData<ForumCategoryList>(forumKeys.adminCategories(), (old) =>
      old ? { items: old.items.map((c) => (c.id === category.id ? { ...c, isActive } : c)) } : old,
    );
    save.mutate(
      { id: category.id, body: { isActive } },
      {
        onSuccess: () =>
          notify.success(t(isActive ? 'admin.categories.activated' : 'admin.categories.deactivated')),
        onError: (error) => {
          void client.invalidateQueries({ queryKey: forumKeys.adminCategories() });
          failed(error);
        },
      },
    );
  };

  return (
    <section aria-labelledby="admin-forum-categories">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-forum-categories" className="font-display text-xl font-semibold">
          {t('admin.categories.title')}
        </h2>
        <Button size="sm" onClick={() => setEditing({ category: null })}>
          <Plus aria-hidden />
          {t('admin.categories.create')}
        </Button>
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <SkeletonList rows={5} rowClassName="h-16" />
        ) : query.isError ? (
          <ErrorPanel
            title={t('categories.errorTitle')}
            description={t('categories.error', { message: apiErrorMessage(query.error, t) })}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <StatePanel
            icon={FolderOpen}
            title={t('categories.empty')}
            description={t('admin.categories.emptyText')}
          />
        ) : (
          <ol
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white"
            data-testid="admin-forum-categories"
          >
            {query.data.items.map((category, index, items) => (
              <li key={category.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <CategoryIcon icon={category.icon} color={category.color} className="size-9" />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {category.name}
                    {category.isActive ? null : <Badge>{t('admin.categories.inactive')}</Badge>}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {t('counts.topics', { count: category.topicCount, value: category.topicCount })} ·{' '}
                    {t('counts.posts', { count: category.postCount, value: category.postCount })}
                  </p>
                </div>
                <div className="ml-auto flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={t('admin.categories.up', { name: category.name })}
                    disabled={index === 0 || order.isPending}
                    onClick={() => handleMove(items, index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={t('admin.categories.down', { name: category.name })}
                    disabled={index === items.length - 1 || order.isPending}
                    onClick={() => handleMove(items, index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={t('admin.categories.edit', { name: category.name })}
                    onClick={() => setEditing({ category })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <span className="ml-2">
                    <Switch
                      id={`category-active-${category.id}`}
                      label={t('admin.categories.active')}
                      checked={category.isActive}
                      disabled={save.isPending}
                      onChange={(e) => handleActive(category, e.target.checked)}
                    />
                  </span>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      {editing ? (
        <CategoryEditorDialog
          key={editing.category?.id ?? 'new'}
          category={editing.category}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
};
