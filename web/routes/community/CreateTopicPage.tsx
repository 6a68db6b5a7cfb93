import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageFallback } from '@web/app/PageFallback';
import { useSession } from '@web/features/accounts';
import { useEventDetail } from '@web/features/events';
import { loginReturningTo, TopicForm, topicPath, useForumTopic } from '@web/features/forum';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { DetailLoadError } from '@web/routes/system/DetailLoadError';
import { CommunityLayout } from './CommunityLayout';

const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const EventTitle = ({
  eventId,
  children,
}: {
  eventId: string;
  children: (title: string | undefined) => ReactNode;
}) => {
  const event = useEventDetail(eventId);
  return <>{children(event.data?.title)}</>;
};

const EditTopic = ({ id }: { id: string }) => {
  const { t } = useTranslation('forum');
  const query = useForumTopic(id);
  const navigate = useNavigate();
  if (query.isPending) return <PageFallback />;
  if (query.isError)
    return <DetailLoadError error={query.error} ns="forum" onRetry={() => void query.refetch()} />;
  if (!query.data.abilities.canEdit)
    return (
      <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-ink-soft">
        {t('form.notYours')}
      </p>
    );
  return (
    <TopicForm topic={query.data} eventId={null} onSaved={(topic) => void navigate(topicPath(topic.slug))} />
  );
};

/**
 * /community/create ('Nieuw Topic'): login required (a visitor goes to the login page and comes back here);
 * `?eventId=` links the topic to an event ('Bespreek dit evenement'), `?edit={id}` edits one's own topic.
 */
export const CreateTopicPage = () => {
  const { t } = useTranslation('forum');
  const { isSignedIn, isLoading } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editId = params.get('edit');
  const eventId = params.get('eventId');
  const linkedEvent = isUuid(eventId) ? eventId : null;
  useDocumentTitle(t(editId ? 'form.editTitle' : 'form.pageTitle'));

  if (isLoading) return <PageFallback />;
  if (!isSignedIn) return <Navigate to={loginReturningTo(location.pathname + location.search)} replace />;

  const onSaved = (topic: { slug: string }) => void navigate(topicPath(topic.slug));
  return (
    <CommunityLayout
      title={t(editId ? 'form.editTitle' : 'form.pageTitle')}
      description={t(editId ? 'form.editDescription' : 'form.pageDescription')}
      sidebar={false}
      testId="community-create-page"
    >
      <div className="mx-auto max-w-3xl">
        {editId ? (
          <EditTopic id={editId} />
        ) : linkedEvent ? (
          <EventTitle eventId={linkedEvent}>
            {(title) => <TopicForm topic={null} eventId={linkedEvent} eventTitle={title} onSaved={onSaved} />}
          </EventTitle>
        ) : (
          <TopicForm topic={null} eventId={null} onSaved={onSaved} />
        )}
      </div>
    </CommunityLayout>
  );
};
