import { ArrowLeft, Ban, Flag, MoreVertical } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationView, MessageDto } from '@core/schemas/messages';
import { Button } from '@web/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useSession } from '@web/features/accounts';
import { useFeatureSwitch } from '@web/features/site';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { MemberAvatar } from './Avatar';
import { Composer } from './Composer';
import { MessageText } from './MessageText';
import { ReportDialog } from './ReportDialog';
import { useConversation, useMarkRead, useSendMessage, useSetBlocked, useThread } from './queries';

const timeOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

const ThreadMenu = ({ conversation }: { conversation: ConversationView }) => {
  const { t } = useTranslation('messages');
  const block = useSetBlocked();
  const [reporting, setReporting] = useState(false);
  const toggleBlock = () =>
    block.mutate(
      { userId: conversation.other.userId, blocked: !conversation.blocked },
      {
        onSuccess: () =>
          notify.success(
            conversation.blocked
              ? t('menu.unblocked', { name: conversation.other.name })
              : t('menu.blocked', { name: conversation.other.name }),
          ),
        onError: (e) => notify.error(apiErrorMessage(e, t)),
      },
    );
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={t('menu.label')} data-testid="thread-menu">
            <MoreVertical aria-hidden className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={toggleBlock}>
            <Ban aria-hidden />
            {conversation.blocked ? t('menu.unblock') : t('menu.block')}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={conversation.reported} onSelect={() => setReporting(true)}>
            <Flag aria-hidden />
            {conversation.reported ? t('menu.reported') : t('menu.report')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog conversationId={conversation.id} open={reporting} onOpenChange={setReporting} />
    </>
  );
};

const Header = ({ conversation, backTo }: { conversation: ConversationView; backTo: string }) => {
  const { t } = useTranslation('messages');
  const { other, context } = conversation;
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-3">
      <Button asChild variant="ghost" size="sm" className="lg:hidden">
        <Link to={backTo} aria-label={t('thread.back')} data-testid="thread-back">
          <ArrowLeft aria-hidden className="size-4" />
        </Link>
      </Button>
      <MemberAvatar member={other} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold" data-testid="thread-title">
          {other.profileUrl ? <Link to={other.profileUrl}>{other.name}</Link> : other.name}
        </h2>
        {context ? (
          <p className="truncate text-sm text-ink-soft">
            {t(`thread.context.${context.type}`)}{' '}
            {context.url ? (
              <Link to={context.url} className="text-forest-700 underline-offset-2 hover:underline">
                {context.title}
              </Link>
            ) : (
              context.title
            )}
          </p>
        ) : null}
      </div>
      <ThreadMenu conversation={conversation} />
    </header>
  );
};

const Bubble = ({ message, mine, receipt }: { message: MessageDto; mine: boolean; receipt: boolean }) => {
  const { t, i18n } = useTranslation('messages');
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-testid="message">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap sm:max-w-[70%]',
          mine ? 'rounded-br-md bg-forest-700 text-white' : 'rounded-bl-md bg-sand-100 text-ink',
        )}
      >
        <MessageText text={message.content} />
      </div>
      <time dateTime={message.createdAt} className="mt-1 px-1 text-xs text-ink-soft">
        {timeOf(message.createdAt, i18n.language)}
      </time>
      {receipt ? (
        <span className="px-1 text-xs font-medium text-forest-700" data-testid="read-receipt">
          {t('thread.read')}
        </span>
      ) : null}
    </li>
  );
};

/** One conversation: header with menu, messages (newest at the bottom, older on request), the composer. */
export const Thread = ({
  id,
  backTo,
  refetchInterval,
}: {
  id: string;
  backTo: string;
  refetchInterval: number | false;
}) => {
  const { t } = useTranslation('messages');
  const { user } = useSession();
  const conversation = useConversation(id, refetchInterval);
  const thread = useThread(id, refetchInterval);
  const send = useSendMessage(id);
  const messagesOn = useFeatureSwitch('directMessages');
  const markRead = useMarkRead();
  const bottom = useRef<HTMLDivElement>(null);
  if (conversation.isError && conversation.data === undefined) throw conversation.error;
  if (thread.isError && thread.data === undefined) throw thread.error;

  const messages = useMemo(
    () => (thread.data ? thread.data.pages.flatMap((p) => p.items).reverse() : []),
    [thread.data],
  );
  const newestId = messages.at(-1)?.id;
  const unread = conversation.data?.unread ?? 0;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);
  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read when new unread messages arrive
  }, [id, unread, newestId]);

  if (!conversation.data || !thread.data)
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="ml-auto h-10 w-2/3" />
        <Skeleton className="h-10 w-1/2" />
      </div>
    );
  const view = conversation.data;
  const lastMineRead = [...messages].reverse().find((m) => m.senderId === user?.id && m.isRead)?.id;
  const disabledReason = view.blocked
    ? t('composer.youBlocked', { name: view.other.name })
    : view.blockedByOther
      ? t('composer.blockedByOther')
      : messagesOn
        ? null
        : t('composer.switchedOff');

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={t('thread.label', { name: view.other.name })}
    >
      <Header conversation={view} backTo={backTo} />
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4" data-testid="thread-messages">
        {thread.hasNextPage ? (
          <div className="mb-4 text-center">
            <Button
              variant="secondary"
              size="sm"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {thread.isFetchingNextPage ? t('thread.loading') : t('thread.earlier')}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-8 text-center text-ink-soft">{t('thread.empty')}</p>
        ) : (
          <ol className="space-y-3" aria-live="polite">
            {messages.map((m) => (
              <Bubble key={m.id} message={m} mine={m.senderId === user?.id} receipt={m.id === lastMineRead} />
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      <Composer
        id={`composer-${id}`}
        disabledReason={disabledReason}
        sending={send.isPending}
        onSend={(content) => send.mutateAsync(content)}
      />
    </section>
  );
};
