import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@web/components/ui/PageHeading';
import { ChatBoundary, ConversationList, Thread, messageKeys, useLiveMessages } from '@web/features/messages';
import { pageParam } from '@web/lib/pageParam';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/**
 * /dashboard/berichten: the conversation list and the open thread (`?gesprek=<id>`). On a phone they are two
 * views: the list, or the thread with a back button; from lg up side by side.
 */
export const MessagesPage = () => {
  const { t } = useTranslation('messages');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const open = params.get('gesprek');
  const page = pageParam(params);
  useDocumentTitle(t('page.title'));
  const refetchInterval = useLiveMessages();
  const backTo = page > 1 ? `?page=${page}` : '/dashboard/berichten';
  return (
    <div data-testid="messages-page">
      <div className={cn(open && 'max-lg:hidden')}>
        <PageHeading title={t('page.title')} description={t('page.description')} />
      </div>
      <div className="grid gap-4 lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem] lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div className={cn('min-h-0 overflow-y-auto', open && 'max-lg:hidden')}>
          <ConversationList
            selectedId={open}
            page={page}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            refetchInterval={refetchInterval}
          />
        </div>
        <div
          className={cn(
            'flex min-h-[70dvh] flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white lg:min-h-0',
            !open && 'max-lg:hidden',
          )}
        >
          {open ? (
            <ChatBoundary
              key={open}
              onReset={() => {
                void client.resetQueries({ queryKey: messageKeys.conversation(open) });
                void client.resetQueries({ queryKey: messageKeys.thread(open) });
              }}
            >
              <Thread id={open} backTo={backTo} refetchInterval={refetchInterval} />
            </ChatBoundary>
          ) : (
            <div className="grid flex-1 place-items-center p-8 text-center text-ink-soft">
              <div>
                <MessagesSquare aria-hidden className="mx-auto mb-3 size-8 text-forest-600" />
                {t('page.pick')}
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
};
