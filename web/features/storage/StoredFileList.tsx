import { ChevronLeft, ChevronRight, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { LoadError } from '@web/features/admin';
import { useStoredFiles } from './queries';
import { StoredFileRow } from './StoredFileRow';

/**
 * The stored files, one backend page at a time (S3 pages with a continuation token, so there is no page count:
 * the cursors seen so far make 'Vorige' possible).
 */
export const StoredFileList = () => {
  const { t } = useTranslation('storage');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const query = useStoredFiles(cursor);
  if (query.isPending) return <SkeletonList rowClassName="h-20" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0 && cursors.length === 1) {
    return <StatePanel icon={FolderOpen} title={t('files.emptyTitle')} description={t('files.emptyText')} />;
  }
  const { nextCursor } = query.data;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <Card className="px-4">
        <ul data-testid="stored-files">
          {query.data.items.map((file) => (
            <StoredFileRow key={file.key} file={file} />
          ))}
        </ul>
      </Card>
      <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('files.pagerLabel')}>
        <Button
          variant="secondary"
          size="sm"
          disabled={cursors.length === 1}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          <ChevronLeft aria-hidden />
          {t('files.previous')}
        </Button>
        <span className="text-sm text-ink-soft">{t('files.page', { page: cursors.length })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!nextCursor}
          onClick={() => nextCursor && setCursors((c) => [...c, nextCursor])}
        >
          {t('files.next')}
          <ChevronRight aria-hidden />
        </Button>
      </nav>
    </div>
  );
};
