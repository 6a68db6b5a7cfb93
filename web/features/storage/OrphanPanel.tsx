import { LoaderCircle, Search, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageCleanupResult } from '@core/schemas/storage';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { LoadError } from '@web/features/admin';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { formatBytes } from './formatBytes';
import { useCleanup, useOrphans, useUnusedUploads } from './queries';
import { StoredFileRow } from './StoredFileRow';
import { postCleanup } from './api';

/** 'All' cleans one scan (≤ 1000 keys) per call; the screen follows the cursor this many times at most. */
const ALL_ROUNDS_MAX = 10;

type Confirming = 'selected' | 'all' | null;

/**
 * Orphans: stored files no row points to (older than a day) and uploads rows whose URL nothing holds. The scan
 * runs on request, a backend page at a time; the admin picks some or all and confirms before anything goes.
 */
export const OrphanPanel = () => {
  const { t, i18n } = useTranslation(['storage', 'errors', 'common']);
  const [scanning, setScanning] = useState(false);
  const [cursor, setCursor] = useState<string | null>(null);
  const [keys, setKeys] = useState<Set<string>>(new Set());
  const [uploadIds, setUploadIds] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busyAll, setBusyAll] = useState(false);
  const orphans = useOrphans(cursor, scanning);
  const unused = useUnusedUploads(1, scanning);
  const cleanup = useCleanup();
  const busy = cleanup.isPending || busyAll;

  const toggle = (set: Set<string>, value: string, update: (next: Set<string>) => void) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    update(next);
  };

  const done = (result: Pick<StorageCleanupResult, 'deletedKeys' | 'bytes' | 'deletedUploads'>) => {
    notify.success(
      t('cleanup.done', {
        count: result.deletedKeys.length,
        bytes: formatBytes(result.bytes, i18n.language),
        rows: result.deletedUploads,
      }),
    );
    setKeys(new Set());
    setUploadIds(new Set());
    setConfirming(null);
    setCursor(null);
  };

  const cleanSelected = () =>
    cleanup.mutate(
      { keys: [...keys], uploadIds: [...uploadIds] },
      { onSuccess: done, onError: (error) => notify.error(apiErrorMessage(error, t)) },
    );

  const cleanAll = async () => {
    setBusyAll(true);
    const total = { deletedKeys: [] as string[], bytes: 0, deletedUploads: 0 };
    try {
      let next: string | null = null;
      for (let round = 0; round < ALL_ROUNDS_MAX; round += 1) {
        const result: StorageCleanupResult = await postCleanup({
          all: true,
          uploadIds: round === 0 ? (unused.data?.items.map((u) => u.id) ?? []) : [],
          ...(next ? { cursor: next } : {}),
        });
        total.deletedKeys.push(...result.deletedKeys);
        total.bytes += result.bytes;
        total.deletedUploads += result.deletedUploads;
        next = result.nextCursor;
        if (!next) break;
      }
      cleanup.reset();
      done(total);
      void orphans.refetch();
      void unused.refetch();
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    } finally {
      setBusyAll(false);
    }
  };

  if (!scanning) {
    return (
      <StatePanel
        icon={Search}
        title={t('orphans.startTitle')}
        description={t('orphans.startText')}
        action={
          <Button onClick={() => setScanning(true)} data-testid="orphans-scan">
            <Search aria-hidden />
            {t('orphans.scan')}
          </Button>
        }
      />
    );
  }
  if (orphans.isPending || unused.isPending) return <SkeletonList rowClassName="h-20" rows={3} />;
  if (orphans.isError) return <LoadError error={orphans.error} onRetry={() => void orphans.refetch()} />;
  if (unused.isError) return <LoadError error={unused.error} onRetry={() => void unused.refetch()} />;

  const files = orphans.data.items;
  const rows = unused.data.items;
  const selectedCount = keys.size + uploadIds.size;
  const nothing = files.length === 0 && rows.length === 0;

  return (
    <div className="space-y-4" data-testid="orphans">
      <p className="text-sm text-ink-soft" role="status">
        {t('orphans.scanned', { count: orphans.data.scanned, found: files.length })}
      </p>
      {nothing ? (
        <StatePanel icon={Sparkles} title={t('orphans.noneTitle')} description={t('orphans.noneText')} />
      ) : null}
      {files.length > 0 ? (
        <Card className="px-4">
          <div className="flex items-center gap-3 border-b border-line/70 py-3">
            <input
              id="orphans-all"
              type="checkbox"
              className="size-4 accent-forest-700"
              checked={files.every((f) => keys.has(f.key))}
              onChange={(e) => setKeys(e.target.checked ? new Set(files.map((f) => f.key)) : new Set())}
            />
            <label htmlFor="orphans-all" className="text-sm font-medium">
              {t('orphans.selectAll')}
            </label>
          </div>
          <ul>
            {files.map((file) => (
              <StoredFileRow
                key={file.key}
                file={file}
                select={
                  <input
                    type="checkbox"
                    className="mt-1 size-4 shrink-0 accent-forest-700"
                    aria-label={t('orphans.select', { key: file.key })}
                    checked={keys.has(file.key)}
                    onChange={() => toggle(keys, file.key, setKeys)}
                  />
                }
              />
            ))}
          </ul>
        </Card>
      ) : null}
      {rows.length > 0 ? (
        <Card className="px-4 py-3">
          <h3 className="mb-2 font-semibold">{t('orphans.rowsTitle', { count: unused.data.total })}</h3>
          <p className="mb-2 text-sm text-ink-soft">{t('orphans.rowsText')}</p>
          <ul>
            {rows.map((row) => (
              <li key={row.id} className="flex items-start gap-3 border-t border-line/70 py-2">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-forest-700"
                  aria-label={t('orphans.select', { key: row.url })}
                  checked={uploadIds.has(row.id)}
                  onChange={() => toggle(uploadIds, row.id, setUploadIds)}
                />
                <div className="min-w-0 text-sm">
                  <p className="font-mono text-xs break-all">{row.url}</p>
                  <p className="text-ink-soft">
                    {t(`purpose.${row.purpose}`, { defaultValue: row.purpose })}
                    {row.owner ? ` · ${row.owner.name}` : ''}
                    {row.sizeBytes !== null ? ` · ${formatBytes(row.sizeBytes, i18n.language)}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {orphans.data.nextCursor ? (
          <Button variant="secondary" onClick={() => setCursor(orphans.data.nextCursor)} disabled={busy}>
            <Search aria-hidden />
            {t('orphans.more')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={selectedCount === 0 || busy}
          onClick={() => setConfirming('selected')}
          data-testid="orphans-clean-selected"
        >
          <Trash2 aria-hidden />
          {t('orphans.cleanSelected', { count: selectedCount })}
        </Button>
        <Button
          variant="accent"
          disabled={nothing || busy}
          onClick={() => setConfirming('all')}
          data-testid="orphans-clean-all"
        >
          <Trash2 aria-hidden />
          {t('orphans.cleanAll')}
        </Button>
      </div>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(null);
        }}
        title={t('cleanup.title')}
        description={
          confirming === 'all' ? t('cleanup.allText') : t('cleanup.selectedText', { count: selectedCount })
        }
        closeLabel={t('cleanup.cancel')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              {t('cleanup.cancel')}
            </Button>
            <Button
              variant="accent"
              disabled={busy}
              onClick={() => (confirming === 'all' ? void cleanAll() : cleanSelected())}
              data-testid="cleanup-confirm"
            >
              {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
              {t('cleanup.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
};
