import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Skeleton } from '@web/components/ui/Skeleton';
import {
  DASHBOARD_EVENTS_PATH,
  editEventPath,
  EditorLoadError,
  EditorTrashed,
  EventAdminHeading,
  EventForm,
  EventStatusBadge,
  useEventForEditing,
  useStatusActionFlow,
} from '@web/features/events';

const BackLink = () => {
  const { t } = useTranslation('eventAdmin');
  return (
    <Link
      to={DASHBOARD_EVENTS_PATH}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-forest-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('editor.back')}
    </Link>
  );
};

const FormSkeleton = () => (
  <div className="space-y-5" aria-busy>
    {Array.from({ length: 4 }, (_, i) => (
      <Skeleton key={i} className="h-56" />
    ))}
  </div>
);

/** Edit an event by slug or id (spec §2 edit/{slug}, edit/{id}): load, then the shared form. */
const EditEvent = ({ slugOrId }: { slugOrId: string }) => {
  const { t } = useTranslation('eventAdmin');
  const query = useEventForEditing(slugOrId);
  const restore = useStatusActionFlow();
  const navigate = useNavigate();
  const event = query.data;
  return (
    <>
      <EventAdminHeading title={event?.title ?? t('editor.editTitle')} description={t('editor.editText')}>
        <BackLink />
        {event ? (
          <div className="mb-2">
            <EventStatusBadge status={event.status} badge={event.badge} />
          </div>
        ) : null}
      </EventAdminHeading>
      {query.isPending ? (
        <FormSkeleton />
      ) : query.isError ? (
        <EditorLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.status === 'trashed' ? (
        <EditorTrashed
          busy={restore.runningId !== null}
          onRestore={() => restore.request({ id: query.data.id, title: query.data.title }, 'restore')}
        />
      ) : (
        <EventForm
          key={query.data.id}
          event={query.data}
          onSaved={(saved) => {
            // A draft's slug follows its title: keep the address bar on the current one.
            if (saved.slug !== slugOrId && saved.id !== slugOrId) {
              void navigate(editEventPath(saved), { replace: true });
            }
          }}
        />
      )}
    </>
  );
};

/** /dashboard/evenementen/create, /create-event and /dashboard/evenementen/edit/{slug or id}. */
export const EventEditorPage = () => {
  const { t } = useTranslation('eventAdmin');
  const { slugOrId } = useParams();
  const navigate = useNavigate();
  if (slugOrId) return <EditEvent key={slugOrId} slugOrId={slugOrId} />;
  return (
    <>
      <EventAdminHeading title={t('editor.createTitle')} description={t('editor.createText')}>
        <BackLink />
      </EventAdminHeading>
      <EventForm event={null} onSaved={(saved) => void navigate(editEventPath(saved), { replace: true })} />
    </>
  );
};
