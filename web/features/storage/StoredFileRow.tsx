import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredFileDto } from '@core/schemas/storage';
import { Badge } from '@web/components/ui/Badge';
import { formatDateTime } from '@web/features/admin';
import { formatBytes } from './formatBytes';

type StoredFileRowProps = { file: StoredFileDto; select?: ReactNode };

/** One stored file: preview (images inline), key, purpose, owner, size, date and where it is used. */
export const StoredFileRow = ({ file, select }: StoredFileRowProps) => {
  const { t, i18n } = useTranslation('storage');
  return (
    <li className="flex gap-3 border-b border-line/70 py-3 last:border-b-0" data-testid="stored-file">
      {select}
      {file.isImage ? (
        <img
          src={file.url}
          alt=""
          loading="lazy"
          className="size-14 shrink-0 rounded-lg border border-line/70 bg-sand-100 object-cover"
        />
      ) : (
        <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-sand-100 text-ink-soft">
          <FileText aria-hidden className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-mono text-xs break-all">{file.key}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <Badge>{t(`purpose.${file.purpose}`, { defaultValue: file.purpose })}</Badge>
          <span>{formatBytes(file.sizeBytes, i18n.language)}</span>
          <span>{formatDateTime(file.lastModified, i18n.language)}</span>
          {file.owner ? (
            <Link
              className="text-forest-700 underline-offset-4 hover:underline"
              to={`/admin/gebruiker/${file.owner.id}`}
            >
              {file.owner.name}
            </Link>
          ) : (
            <span>{t('files.noOwner')}</span>
          )}
        </p>
        <p className="text-sm">
          {file.usedBy.length > 0 ? (
            <span>
              {t('files.usedBy')}{' '}
              {file.usedBy
                .map((ref) => `${t(`reference.${ref.type}`, { defaultValue: ref.type })}: ${ref.label}`)
                .join(' · ')}
            </span>
          ) : file.orphan ? (
            <Badge tone="clay">{t('files.orphan')}</Badge>
          ) : (
            <span className="text-ink-soft">{t('files.recent')}</span>
          )}
        </p>
      </div>
    </li>
  );
};
