import { Eye, Pencil, Star, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpArticlePath } from '@core/domain/help';
import type { AdminHelpList } from '@core/schemas/help';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { formatCount } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { formatHelpDate } from './format';
import { useDeleteHelpArticle, usePatchHelpArticle } from './queries';

type Row = AdminHelpList['items'][number];

type HelpAdminListProps = { items: readonly Row[]; onEdit: (id: string) => void };

/**
 * The admin's articles: status, category, views and feedback per row, with publish and feature toggles,
 * edit and delete (after a confirmation). Rows stack on a phone.
 */
export const HelpAdminList = ({ items, onEdit }: HelpAdminListProps) => {
  const { t, i18n } = useTranslation('help');
  const patch = usePatchHelpArticle();
  const remove = useDeleteHelpArticle();
  const [doomed, setDoomed] = useState<Row | null>(null);

  const handleToggle = (row: Row, field: 'published' | 'featured') =>
    patch.mutate(
      { id: row.id, body: { [field]: !row[field] } },
      {
        onSuccess: (saved) =>
          notify.success(
            field === 'published'
              ? t(saved.published ? 'admin.list.publishedToast' : 'admin.list.unpublishedToast', {
                  title: saved.title,
                })
              : t(saved.featured ? 'admin.list.featuredToast' : 'admin.list.unfeaturedToast', {
                  title: saved.title,
                }),
          ),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );

  const handleDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        notify.success(t('admin.list.deletedToast', { title: doomed.title }));
        setDoomed(null);
      },
      onError: (error) => notify.error(apiErrorMessage(error, t)),
    });
  };

  return (
    <>
      <ul
        aria-label={t('admin.list.label')}
        className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
      >
        {items.map((row) => (
          <li
            key={row.id}
            data-testid="help-admin-row"
            className="grid gap-3 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={row.published ? 'forest' : 'neutral'}>
                  {row.published ? t('admin.list.published') : t('admin.list.draft')}
                </Badge>
                {row.featured ? (
                  <Badge tone="premium">
                    <Star aria-hidden className="size-3" />
                    {t('admin.list.featured')}
                  </Badge>
                ) : null}
                <span className="text-xs text-ink-muted">{row.category}</span>
              </div>
              <p className="mt-1.5 font-medium break-words text-ink">
                {row.published ? (
                  <Link to={helpArticlePath(row.slug)} className="hover:underline">
                    {row.title}
                  </Link>
                ) : (
                  row.title
                )}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                <span className="inline-flex items-center gap-1">
                  <Eye aria-hidden className="size-3.5" />
                  {t('admin.list.views', {
                    count: row.viewCount,
                    formatted: formatCount(row.viewCount, i18n.language),
                  })}
                </span>
                <span className="inline-flex items-center gap-1" title={t('admin.list.helpfulTitle')}>
                  <ThumbsUp aria-hidden className="size-3.5" />
                  <span className="sr-only">{t('admin.list.helpful')}</span>
                  {row.feedback.helpful}
                </span>
                <span className="inline-flex items-center gap-1" title={t('admin.list.notHelpfulTitle')}>
                  <ThumbsDown aria-hidden className="size-3.5" />
                  <span className="sr-only">{t('admin.list.notHelpful')}</span>
                  {row.feedback.notHelpful}
                </span>
                <span>{t('admin.list.updated', { date: formatHelpDate(row.updatedAt, i18n.language) })}</span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={row.published ? 'secondary' : 'primary'}
                disabled={patch.isPending}
                onClick={() => handleToggle(row, 'published')}
                aria-label={t(row.published ? 'admin.list.unpublishAria' : 'admin.list.publishAria', {
                  title: row.title,
                })}
              >
                {row.published ? t('admin.list.unpublish') : t('admin.list.publish')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={patch.isPending}
                aria-pressed={row.featured}
                onClick={() => handleToggle(row, 'featured')}
                aria-label={t(row.featured ? 'admin.list.unfeatureAria' : 'admin.list.featureAria', {
                  title: row.title,
                })}
              >
                <Star aria-hidden className={row.featured ? 'fill-current text-amber-600' : undefined} />
                {row.featured ? t('admin.list.unfeature') : t('admin.list.feature')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEdit(row.id)}
                aria-label={t('admin.list.editAria', { title: row.title })}
              >
                <Pencil aria-hidden />
                {t('admin.list.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDoomed(row)}
                aria-label={t('admin.list.deleteAria', { title: row.title })}
              >
                <Trash2 aria-hidden />
                <span className="sm:hidden lg:inline">{t('admin.list.delete')}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={t('admin.delete.title')}
        description={t('admin.delete.text', { title: doomed?.title ?? '' })}
        closeLabel={t('admin.delete.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDoomed(null)}>
              {t('admin.delete.cancel')}
            </Button>
            <Button
              className="bg-red-700 hover:bg-red-800"
              disabled={remove.isPending}
              onClick={handleDelete}
              data-testid="help-delete-confirm"
            >
              {t('admin.delete.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
};
