import { CircleCheck, Copy, Download, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { useCopyText } from './useCopyText';

type RecoveryCodesProps = { message: string; codes: readonly string[]; onDone: () => void };

const downloadText = (fileName: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};

/** After activation: the success message and the recovery codes, shown this one time only. */
export const RecoveryCodes = ({ message, codes, onDone }: RecoveryCodesProps) => {
  const { t } = useTranslation('security');
  const copy = useCopyText();
  const asText = `${t('recovery.fileHeader')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="space-y-5" data-testid="recovery-codes">
      <p
        role="status"
        className="flex items-start gap-3 rounded-xl border border-forest-200 bg-forest-50 px-4 py-3 text-sm font-medium text-forest-800"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <div>
        <h3 className="font-sans text-base font-semibold text-ink">{t('recovery.title')}</h3>
        <p className="mt-1 text-sm text-ink-soft">{t('recovery.text')}</p>
      </div>
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{t('recovery.warning')}</p>
      </div>
      <ul
        aria-label={t('recovery.title')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-sand-100 p-4 font-mono text-sm text-ink sm:grid-cols-3 md:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'), t('recovery.copied'))}>
          <Copy aria-hidden />
          {t('recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={() => downloadText(t('recovery.fileName'), asText)}>
          <Download aria-hidden />
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </div>
    </div>
  );
};
