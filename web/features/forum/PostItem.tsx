import { EyeOff, Flag, MoreHorizontal, Pencil, Quote, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_POST_MAX } from '@core/domain/forum';
import { type ForumPost, ForumPostPatch } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { FormAlert } from '@web/components/ui/FormAlert';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { AuthorAvatar, authorName } from './AuthorCard';
import { ForumHtml } from './ForumHtml';
import { ForumMark } from './ForumMark';
import { MarkdownEditor } from './MarkdownEditor';
import { postAnchor } from './paths';
import { useDeletePost, useModeratePost, useUpdatePost } from './queries';
import { timeAgo } from './relativeTime';
import { ReportDialog } from './ReportDialog';
import { VoteButtons } from './VoteButtons';

type PostItemProps = {
  post: ForumPost;
  /** 'Citeer': fills the reply form with the quote (absent when the topic takes no replies). */
  onQuote?: ((post: ForumPost) => void) | undefined;
};

/** One reply: author, time, rendered content, votes, and the actions its ability flags allow. */
export const PostItem = ({ post, onQuote }: PostItemProps) => {
  const { t, i18n } = useTranslation('forum');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.content);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePost();
  const remove = useDeletePost();
  const moderate = useModeratePost();
  const a = post.abilities;
  const hasMenu = a.canEdit || a.canDelete || a.canReport || a.canModerate;

  const handleSave = () => {
    const parsed = ForumPostPatch.safeParse({ content: draft });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('post.error'));
    update.mutate(
      { id: post.id, content: parsed.data.content },
      {
        onSuccess: () => {
          setEditing(false);
          setError(null);
          notify.success(t('post.saved'));
        },
        onError: (e) => setError(apiErrorMessage(e, t)),
      },
    );
  };

  return (
    <li
      id={postAnchor(post.number)}
      data-testid="forum-post"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <AuthorAvatar author={post.author} size="sm" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-semibold text-ink">{authorName(post.author)}</span>
            <a href={`#${postAnchor(post.number)}`} className="text-ink-muted hover:underline">
              <time dateTime={post.createdAt} suppressHydrationWarning>
                {timeAgo(post.createdAt, i18n.language)}
              </time>
            </a>
            {post.updatedAt !== post.createdAt ? (
              <span className="text-xs text-ink-muted">{t('post.edited')}</span>
            ) : null}
            {post.isHidden ? <ForumMark mark="hidden" /> : null}
          </div>
          {editing ? (
            <div className="mt-3 space-y-3">
              {error ? <FormAlert>{error}</FormAlert> : null}
              <MarkdownEditor
                id={`edit-post-${post.id}`}
                value={draft}
                onChange={setDraft}
                maxLength={FORUM_POST_MAX}
              />
              <div className="flex justify-end gap-2">
                <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                  {t('cancel')}
                </Button>
                <Button size="sm" onClick={handleSave} disabled={update.isPending}>
                  {t('save')}
                </Button>
              </div>
            </div>
          ) : (
            <ForumHtml html={post.html} className="mt-2" testId="forum-post-content" />
          )}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <VoteButtons
              target="post"
              id={post.id}
              score={post.voteScore}
              myVote={post.myVote}
              canVote={a.canVote}
            />
            {onQuote ? (
              <Button variant="ghost" size="sm" onClick={() => onQuote(post)}>
                <Quote aria-hidden />
                {t('post.quote')}
              </Button>
            ) : null}
            {hasMenu ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label={t('post.more')} className="ml-auto size-9">
                    <MoreHorizontal aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {a.canEdit ? (
                    <DropdownMenuItem
                      onSelect={() => {
                        setDraft(post.content);
                        setEditing(true);
                      }}
                    >
                      <Pencil aria-hidden />
                      {t('edit')}
                    </DropdownMenuItem>
                  ) : null}
                  {a.canDelete ? (
                    <DropdownMenuItem onSelect={() => setConfirming(true)}>
                      <Trash2 aria-hidden />
                      {t('delete.action')}
                    </DropdownMenuItem>
                  ) : null}
                  {a.canReport ? (
                    <DropdownMenuItem onSelect={() => setReporting(true)}>
                      <Flag aria-hidden />
                      {t('report.action')}
                    </DropdownMenuItem>
                  ) : null}
                  {a.canModerate ? (
                    <DropdownMenuItem
                      onSelect={() =>
                        moderate.mutate(
                          { id: post.id, isHidden: !post.isHidden },
                          {
                            onSuccess: () =>
                              notify.success(t(post.isHidden ? 'moderation.shown' : 'moderation.hidden')),
                            onError: (e) => notify.error(t('moderation.error'), apiErrorMessage(e, t)),
                          },
                        )
                      }
                    >
                      <EyeOff aria-hidden />
                      {t(post.isHidden ? 'moderation.show' : 'moderation.hide')}
                    </DropdownMenuItem>
                  ) : null}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </div>
        </div>
      </div>
      {a.canDelete ? (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('post.deleteTitle')}
          description={t('post.deleteText')}
          closeLabel={t('close')}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button
                variant="accent"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(post.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      notify.success(t('post.deleted'));
                    },
                    onError: (e) => notify.error(t('post.deleteError'), apiErrorMessage(e, t)),
                  })
                }
              >
                {t('delete.confirm')}
              </Button>
            </>
          }
        />
      ) : null}
      {a.canReport ? (
        <ReportDialog target="post" id={post.id} open={reporting} onOpenChange={setReporting} />
      ) : null}
    </li>
  );
};
