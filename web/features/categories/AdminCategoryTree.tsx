import type { AdminCategoryDto } from '@core/schemas/categories';
import { Pencil, Plus, Power, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { IconAction } from '@web/components/ui/IconAction';
import { MoveButtons } from '@web/components/ui/MoveButtons';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { LoadError } from '@web/features/admin';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { moveInOrder } from '@web/lib/moveInOrder';
import { notify } from '@web/lib/toast';
import { useAdminCategories, useDeleteCategory, useReorderCategories, useSaveCategory } from './adminQueries';
import { CategoryForm } from './CategoryForm';
import { buildCategoryTree } from './categoryTree';

type Editing = { category: AdminCategoryDto | null; parent: string | null } | null;

type RowProps = {
  category: AdminCategoryDto;
  siblings: readonly string[];
  onEdit: () => void;
  onDelete: () => void;
  onAddSubtype?: () => void;
};

const CategoryRow = ({ category, siblings, onEdit, onDelete, onAddSubtype }: RowProps) => {
  const { t } = useTranslation('adminCategories');
  const reorder = useReorderCategories();
  const save = useSaveCategory();
  const move = (by: -1 | 1) => {
    const ids = moveInOrder(siblings, category.id, by);
    if (ids) reorder.mutate(ids, { onError: (error) => notify.error(apiErrorMessage(error, t)) });
  };
  const toggleActive = () =>
    save.mutate(
      { id: category.id, body: { isActive: !category.isActive } },
      {
        onSuccess: () => notify.success(category.isActive ? t('row.deactivated') : t('row.activated')),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );
  const index = siblings.indexOf(category.id);
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 py-2', !category.isActive && 'opacity-70')}
      data-testid={`category-row-${category.slug}`}
    >
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <p className={cn('font-medium break-words', category.isMainCategory ? 'text-base' : 'text-sm')}>
          {category.name}
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
          <span className="break-all">/{category.slug}</span>
          {category.iconUrl ? <span>· {t('row.icon', { icon: category.iconUrl })}</span> : null}
          <Badge tone="forest" className="whitespace-nowrap">
            {t('row.events', { count: category.eventCount })}
          </Badge>
          {category.isActive ? null : <Badge tone="clay">{t('row.inactive')}</Badge>}
          {category.showGeneralSubtypes ? <Badge>{t('row.general')}</Badge> : null}
        </p>
      </div>
      <div className="-ml-2.5 flex flex-wrap items-center gap-1 sm:ml-0">
        <MoveButtons
          upLabel={t('row.up', { name: category.name })}
          downLabel={t('row.down', { name: category.name })}
          canMoveUp={index > 0}
          canMoveDown={index >= 0 && index < siblings.length - 1}
          disabled={reorder.isPending}
          onMove={move}
        />
        {onAddSubtype ? (
          <IconAction
            label={t('row.addSubtype', { name: category.name })}
            icon={Plus}
            onClick={onAddSubtype}
          />
        ) : null}
        <IconAction label={t('row.edit', { name: category.name })} icon={Pencil} onClick={onEdit} />
        <IconAction
          label={t(category.isActive ? 'row.deactivate' : 'row.activate', { name: category.name })}
          icon={Power}
          disabled={save.isPending}
          onClick={toggleActive}
        />
        <IconAction label={t('row.delete', { name: category.name })} icon={Trash2} onClick={onDelete} />
      </div>
    </div>
  );
};

const DeleteDialog = ({ category, onClose }: { category: AdminCategoryDto | null; onClose: () => void }) => {
  const { t } = useTranslation('adminCategories');
  const remove = useDeleteCategory();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('delete.title', { name: category?.name ?? '' })}
      description={t('delete.text')}
      closeLabel={t('form.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            data-testid="category-delete-confirm"
            disabled={remove.isPending}
            onClick={() =>
              category &&
              remove.mutate(category.id, {
                onSuccess: () => {
                  notify.success(t('delete.done'));
                  close();
                },
              })
            }
          >
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      {remove.error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="category-delete-error">
          {apiErrorMessage(remove.error, t)}
        </p>
      ) : null}
    </Dialog>
  );
};

/** /admin/categorieen: main types with their subtypes, counts, order, create/edit/(de)activate/delete. */
export const AdminCategoryTree = () => {
  const { t } = useTranslation('adminCategories');
  const query = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategoryDto | null>(null);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  const { groups, orphans } = buildCategoryTree(query.data.items);
  const mainTypes = groups.map((g) => g.main);
  const mainIds = mainTypes.map((m) => m.id);

  return (
    <div data-testid="admin-category-tree">
      <div className="mb-4 flex flex-wrap gap-3">
        <Button onClick={() => setEditing({ category: null, parent: null })} data-testid="category-new-main">
          <Plus aria-hidden />
          {t('newMain')}
        </Button>
      </div>
      {groups.length === 0 ? (
        <StatePanel icon={Tags} title={t('empty')} description={t('emptyText')} />
      ) : (
        <ul className="space-y-4">
          {groups.map(({ main, subtypes }) => (
            <li key={main.id}>
              <Card className="p-4 sm:p-5">
                <CategoryRow
                  category={main}
                  siblings={mainIds}
                  onEdit={() => setEditing({ category: main, parent: null })}
                  onDelete={() => setDeleting(main)}
                  onAddSubtype={() => setEditing({ category: null, parent: main.slug })}
                />
                {subtypes.length === 0 ? (
                  <p className="mt-2 border-t border-line pt-3 text-sm text-ink-muted">{t('noSubtypes')}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-line border-t border-line pl-3 sm:pl-6">
                    {subtypes.map((sub) => (
                      <li key={sub.id}>
                        <CategoryRow
                          category={sub}
                          siblings={subtypes.map((s) => s.id)}
                          onEdit={() => setEditing({ category: sub, parent: null })}
                          onDelete={() => setDeleting(sub)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {orphans.length > 0 ? (
        <section className="mt-6" aria-labelledby="category-orphans">
          <h2 id="category-orphans" className="mb-2 text-lg font-semibold">
            {t('orphans')}
          </h2>
          <Card className="divide-y divide-line p-4">
            {orphans.map((sub) => (
              <CategoryRow
                key={sub.id}
                category={sub}
                siblings={orphans.map((s) => s.id)}
                onEdit={() => setEditing({ category: sub, parent: null })}
                onDelete={() => setDeleting(sub)}
              />
            ))}
          </Card>
        </section>
      ) : null}
      {editing ? (
        <CategoryForm
          key={editing.category?.id ?? `new-${editing.parent ?? 'main'}`}
          category={editing.category}
          parent={editing.parent}
          mainTypes={mainTypes}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
      <DeleteDialog category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
};
