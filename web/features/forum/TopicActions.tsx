import { Flag, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ForumTopicDetail } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { COMMUNITY_PATH, editTopicPath } from './paths';
import { useDeleteTopic, useTopicStatus } from './queries';
import { ReportDialog } from './ReportDialog';
import { TopicModerationMenu } from './TopicModerationMenu';

/** What the viewer may do with a topic, from its ability flags only (house rule 4). */
export const TopicActions = ({ topic }: { topic: ForumTopicDetail }) => {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const status = useTopicStatus();
  const remove = useDeleteTopic();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const a = topic.abilities;

  const handleToggleStatus = () => {
    const next = topic.status === 'open' ? 'closed' : 'open';
    status.mutate(
      { id: topic.id, status: next },
      {
        onSuccess: () => notify.success(t(next === 'closed' ? 'status.closed' : 'status.opened')),
        onError: (error) => notify.error(t('errors:forum_status_failed'), apiErrorMessage(error, t)),
      },
    );
  };

  const handleDelete = () =>
    remove.mutate(topic.id, {
      onSuccess: () => {
        notify.success(t('delete.done'));
        setConfirming(false);
        void navigate(COMMUNITY_PATH, { replace: true });
      },
      onError: (error) => notify.error(t('errors:forum_delete_failed'), apiErrorMessage(error, t)),
    });

  if (!a.canEdit && !a.canDelete && !a.canToggleStatus && !a.canModerate && !a.canReport) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="topic-actions">
      {a.canToggleStatus ? (
        <Button variant="secondary" size="sm" onClick={handleToggleStatus} disabled={status.isPending}>
          {topic.status === 'open' ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
          {t(topic.status === 'open' ? 'status.close' : 'status.open')}
        </Button>
      ) : null}
      {a.canEdit ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={editTopicPath(topic.id)}>
            <Pencil aria-hidden />
            {t('edit')}
          </Link>
        </Button>
      ) : null}
      {a.canDelete ? (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          {t('delete.action')}
        </Button>
      ) : null}
      {a.canReport ? (
        <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
          <Flag aria-hidden />
          {t('report.action')}
        </Button>
      ) : null}
      {a.canModerate ? <TopicModerationMenu topic={topic} /> : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title')}
        description={t('delete.text')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="accent" onClick={handleDelete} disabled={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      />
      {a.canReport ? (
        <ReportDialog target="topic" id={topic.id} open={reporting} onOpenChange={setReporting} />
      ) : null}
    </div>
  );
};
