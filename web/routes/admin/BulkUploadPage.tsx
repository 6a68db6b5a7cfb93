import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@web/app/routes';
import { AdminHeading } from '@web/features/admin';
import {
  FileCard,
  ImportFileError,
  ImportPreview,
  ImportSuccess,
  TemplateCard,
  useBulkImport,
} from '@web/features/events';

/** The screen this page was reached as: /admin/bulk-upload and /admin/evenementen/bulk-upload keep their titles. */
const useScreenKey = (): string => {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.screen)?.handle as
    RouteHandle | undefined;
  return handle?.screen ?? 'adminEventsBulkUpload';
};

/** /admin/bulk-upload and /admin/evenementen/bulk-upload: CSV import of events with a check per row first. */
export const BulkUploadPage = () => {
  const { t } = useTranslation(['bulkUpload', 'screens']);
  const screenKey = useScreenKey();
  const flow = useBulkImport();
  const imported = flow.importer.data;

  return (
    <div data-testid="bulk-upload-page">
      <AdminHeading title={t(`screens:${screenKey}.title`)} description={t('bulkUpload:description')} />
      {imported && imported.imported > 0 ? (
        <ImportSuccess imported={imported.imported} onAgain={flow.startOver} />
      ) : (
        <div className="space-y-6">
          <TemplateCard />
          <FileCard file={flow.file} checking={flow.check.isPending} onChoose={flow.chooseFile} />
          {flow.check.isError ? <ImportFileError error={flow.check.error} /> : null}
          {flow.importer.isError ? <ImportFileError error={flow.importer.error} /> : null}
          {flow.report && !flow.check.isPending ? (
            <ImportPreview
              report={flow.report}
              canImport={flow.canImport}
              importing={flow.importer.isPending}
              onImport={flow.runImport}
            />
          ) : null}
        </div>
      )}
    </div>
  );
};
