import { Lock, LogIn } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FORUM_POST_MAX } from '@core/domain/forum';
import { ForumPostInput, type ForumTopicDetail } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { FormAlert } from '@web/components/ui/FormAlert';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSession } from '@web/features/accounts';
import { MarkdownEditor } from './MarkdownEditor';
import { loginReturningTo } from './paths';
import { useCreatePost } from './queries';
import { useFeatureSwitch } from '@web/features/site';

type ReplyFormProps = {
  topic: ForumTopicDetail;
  draft: string;
  onDraft: (text: string) => void;
  quotedPostId: string | null;
  onClearQuote: () => void;
  /** After a reply was placed (the page goes to the last page of posts). */
  onPosted: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
};

/**
 * The reply form under a topic. A closed topic shows a notice instead; a visitor is asked to log in. What was
 * typed stays when the server refuses it (duplicate, rate limit, closed meanwhile).
 */
export const ReplyForm = ({
  topic,
  draft,
  onDraft,
  quotedPostId,
  onClearQuote,
  onPosted,
  textareaRef,
}: ReplyFormProps) => {
  const { t } = useTranslation('forum');
  const { isSignedIn, isLoading } = useSession();
  const location = useLocation();
  const create = useCreatePost();
  const postingOn = useFeatureSwitch('forumPosting');
  const [error, setError] = useState<string | null>(null);

  if (!postingOn)
    return (
      <div
        role="status"
        data-testid="forum-posting-off-notice"
        className="flex items-start gap-3 rounded-2xl border border-line bg-sand-100/70 p-5 text-ink-soft"
      >
        <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div>
          <p className="font-semibold text-ink">{t('reply.switchedOffTitle')}</p>
          <p className="mt-1 text-sm">{t('reply.switchedOffText')}</p>
        </div>
      </div>
    );
  if (topic.status === 'closed')
    return (
      <div
        role="status"
        data-testid="topic-closed-notice"
        className="flex items-start gap-3 rounded-2xl border border-line bg-sand-100/70 p-5 text-ink-soft"
      >
        <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <div>
          <p className="font-semibold text-ink">{t('reply.closedTitle')}</p>
          <p className="mt-1 text-sm">{t('reply.closedText')}</p>
        </div>
      </div>
    );
  if (isLoading) return null;
  if (!isSignedIn)
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-soft">{t('reply.loginText')}</p>
        <Button asChild size="sm">
          <Link to={loginReturningTo(location.pathname)}>
            <LogIn aria-hidden />
            {t('reply.login')}
          </Link>
        </Button>
      </div>
    );
  if (!topic.abilities.canReply) return null;

  const handleSubmit = () => {
    const parsed = ForumPostInput.safeParse({ content: draft, quotedPostId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('reply.error'));
      return;
    }
    setError(null);
    create.mutate(
      { topicId: topic.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(t('reply.posted'));
          onDraft('');
          onClearQuote();
          onPosted();
        },
        onError: (e) => setError(apiErrorMessage(e, t)),
      },
    );
  };

  return (
    <Card>
      <CardBody className="p-5">
        <form
          noValidate
          data-testid="reply-form"
          onSubmit={(e) => {
            e.preventDefault();
            handleSubmit();
          }}
          className="space-y-3"
        >
          <label htmlFor="reply-content" className="font-display text-lg font-semibold text-ink">
            {t('reply.label')}
          </label>
          {quotedPostId ? (
            <p className="flex items-center gap-2 text-sm text-ink-soft">
              {t('reply.quoting')}
              <button type="button" className="font-medium text-forest-700 underline" onClick={onClearQuote}>
                {t('reply.clearQuote')}
              </button>
            </p>
          ) : null}
          {error ? <FormAlert testId="reply-error">{error}</FormAlert> : null}
          <MarkdownEditor
            id="reply-content"
            value={draft}
            onChange={onDraft}
            textareaRef={textareaRef}
            maxLength={FORUM_POST_MAX}
            placeholder={t('reply.placeholder')}
            invalid={error !== null}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={create.isPending}>
              {t('reply.submit')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
};
