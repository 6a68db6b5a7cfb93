import { ArrowLeft, CalendarX, Lock, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { DASHBOARD_EVENTS_PATH } from './dashboardTabs';

const BackToEvents = () => {
  const { t } = useTranslation('eventAdmin');
  return (
    <Button asChild variant="secondary">
      <Link to={DASHBOARD_EVENTS_PATH}>
        <ArrowLeft aria-hidden />
        {t('editor.back')}
      </Link>
    </Button>
  );
};

/** Why an event cannot be edited: not yours (403, spec §6), gone (404), or the load failed (retry). */
export const EditorLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation(['eventAdmin', 'errors']);
  const status = isApiError(error) ? error.status : 0;
  if (status === 403) {
    return (
      <StatePanel
        tone="error"
        icon={Lock}
        testId="event-edit-forbidden"
        title={t('errors:event_edit_forbidden')}
        description={t('editor.forbiddenText')}
        action={<BackToEvents />}
      />
    );
  }
  if (status === 404) {
    return (
      <StatePanel
        icon={CalendarX}
        testId="event-edit-not-found"
        title={t('editor.notFound')}
        description={t('editor.notFoundText')}
        action={<BackToEvents />}
      />
    );
  }
  return (
    <StatePanel
      tone="error"
      icon={TriangleAlert}
      title={t('editor.loadError')}
      description={apiErrorMessage(error, t)}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={onRetry}>
            {t('list.retry')}
          </Button>
          <BackToEvents />
        </div>
      }
    />
  );
};

/** A trashed event is locked (the server refuses edits): restore it first. */
export const EditorTrashed = ({ onRestore, busy }: { onRestore: () => void; busy: boolean }) => {
  const { t } = useTranslation('eventAdmin');
  return (
    <StatePanel
      icon={RotateCcw}
      testId="event-edit-trashed"
      title={t('editor.trashed')}
      description={t('editor.trashedText')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onRestore} disabled={busy}>
            <RotateCcw aria-hidden />
            {t('actions.restore.label')}
          </Button>
          <BackToEvents />
        </div>
      }
    />
  );
};
