import { useMutation } from '@tanstack/react-query';
import { Download, FileJson, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { fetchDataExport } from './api';
import { SettingsSection } from './SettingsSection';

/** Hand a downloaded file to the browser's save flow. */
const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** "Download mijn gegevens": everything Kring stores about the member as one JSON file. */
export const DataExportCard = () => {
  const { t } = useTranslation('settings');
  const mutation = useMutation({ mutationFn: fetchDataExport });

  const handleDownload = async () => {
    try {
      const { blob, filename } = await mutation.mutateAsync();
      saveFile(blob, filename);
      notify.success(t('privacy.export.done'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <SettingsSection
      id="privacy-export"
      icon={FileJson}
      title={t('privacy.export.title')}
      description={t('privacy.export.description')}
    >
      <Button variant="secondary" disabled={mutation.isPending} onClick={() => void handleDownload()}>
        {mutation.isPending ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <Download aria-hidden />
        )}
        {mutation.isPending ? t('privacy.export.preparing') : t('privacy.export.submit')}
      </Button>
    </SettingsSection>
  );
};
