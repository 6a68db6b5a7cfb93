import type { AdminRoadmapItemDto } from '@core/schemas/roadmap';
import { ROADMAP_STATUSES } from '@core/schemas/site';
import { Map as MapIcon, Pencil, Plus, ThumbsUp, Trash2 } from 'lucide-react';
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
import { moveInOrder } from '@web/lib/moveInOrder';
import { notify } from '@web/lib/toast';
import { useAdminRoadmap, useDeleteRoadmapItem, useReorderRoadmap } from './queries';
import { RoadmapItemForm } from './RoadmapItemForm';

const ItemRow = ({
  item,
  column,
  onEdit,
  onDelete,
}: {
  item: AdminRoadmapItemDto;
  column: readonly string[];
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation('adminRoadmap');
  const reorder = useReorderRoadmap();
  const index = column.indexOf(item.id);
  const move = (by: -1 | 1) => {
    const ids = moveInOrder(column, item.id, by);
    if (ids) {
      reorder.mutate(
        { status: item.status, ids },
        { onError: (error) => notify.error(apiErrorMessage(error, t)) },
      );
    }
  };
  return (
    <div className="flex flex-wrap items-start gap-3 py-3" data-testid="admin-roadmap-item">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <p className="font-medium break-words">{item.title}</p>
        <p className="mt-0.5 line-clamp-2 text-sm text-ink-soft">{item.description}</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
          <Badge>{item.category}</Badge>
          {item.targetQuarter ? <Badge tone="forest">{item.targetQuarter}</Badge> : null}
          <span className="inline-flex items-center gap-1">
            <ThumbsUp aria-hidden className="size-3" />
            {t('votes', { count: item.votes })}
          </span>
        </p>
      </div>
      <div className="-ml-2.5 flex items-center gap-1 sm:ml-0">
        <MoveButtons
          upLabel={t('row.up', { title: item.title })}
          downLabel={t('row.down', { title: item.title })}
          canMoveUp={index > 0}
          canMoveDown={index < column.length - 1}
          disabled={reorder.isPending}
          onMove={move}
        />
        <IconAction label={t('row.edit', { title: item.title })} icon={Pencil} onClick={onEdit} />
        <IconAction label={t('row.delete', { title: item.title })} icon={Trash2} onClick={onDelete} />
      </div>
    </div>
  );
};

/** /admin/roadmap: the items per status column in their order; add, edit, move, delete. */
export const AdminRoadmapList = () => {
  const { t } = useTranslation('adminRoadmap');
  const query = useAdminRoadmap();
  const remove = useDeleteRoadmapItem();
  const [editing, setEditing] = useState<{ item: AdminRoadmapItemDto | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminRoadmapItemDto | null>(null);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  const items = query.data.items;
  return (
    <div data-testid="admin-roadmap">
      <div className="mb-4">
        <Button onClick={() => setEditing({ item: null })} data-testid="roadmap-new">
          <Plus aria-hidden />
          {t('new')}
        </Button>
      </div>
      {items.length === 0 ? (
        <StatePanel icon={MapIcon} title={t('empty')} description={t('emptyText')} />
      ) : (
        <div className="space-y-6">
          {ROADMAP_STATUSES.map((status) => {
            const column = items.filter((i) => i.status === status);
            const ids = column.map((i) => i.id);
            return (
              <section key={status} aria-labelledby={`admin-roadmap-${status}`}>
                <h2 id={`admin-roadmap-${status}`} className="mb-2 text-lg font-semibold">
                  {t(`status.${status}`)}{' '}
                  <span className="text-sm font-normal text-ink-muted">({column.length})</span>
                </h2>
                <Card className="divide-y divide-line px-4">
                  {column.length === 0 ? (
                    <p className="py-4 text-sm text-ink-muted">{t('columnEmpty')}</p>
                  ) : (
                    column.map((item) => (
                      <ItemRow
                        key={item.id}
                        item={item}
                        column={ids}
                        onEdit={() => setEditing({ item })}
                        onDelete={() => setDeleting(item)}
                      />
                    ))
                  )}
                </Card>
              </section>
            );
          })}
        </div>
      )}
      {editing ? (
        <RoadmapItemForm
          key={editing.item?.id ?? 'new'}
          item={editing.item}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('delete.title', { title: deleting?.title ?? '' })}
        description={t('delete.text')}
        closeLabel={t('form.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('form.cancel')}
            </Button>
            <Button
              data-testid="roadmap-delete-confirm"
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notify.success(t('delete.done'));
                    setDeleting(null);
                  },
                  onError: (error) => notify.error(apiErrorMessage(error, t)),
                })
              }
            >
              {t('delete.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
};
