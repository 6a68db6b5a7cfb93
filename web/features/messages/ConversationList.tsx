import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@core/schemas/messages';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { cn } from '@web/lib/cn';
import { timeAgo } from './time';
import { MemberAvatar } from './Avatar';
import { useConversations } from './queries';

type Props = {
  selectedId: string | null;
  page: number;
  onPage: (page: number) => void;
  refetchInterval: number | false;
};

const Row = ({ item, selected }: { item: ConversationSummary; selected: boolean }) => {
  const { t, i18n } = useTranslation('messages');
  const last = item.lastMessage;
  return (
    <li>
      <Link
        to={`?gesprek=${item.id}`}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation-row"
        className={cn(
          'flex gap-3 rounded-xl px-3 py-3 hover:bg-forest-50 focus-visible:outline-2 focus-visible:outline-forest-600',
          selected && 'bg-forest-50',
        )}
      >
        <MemberAvatar member={item.other} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', item.unread > 0 ? 'font-semibold' : 'font-medium')}>
              {item.other.name}
            </span>
            {last ? (
              <time dateTime={last.createdAt} className="shrink-0 text-xs text-ink-soft">
                {timeAgo(last.createdAt, i18n.language)}
              </time>
            ) : null}
          </span>
          {item.context ? (
            <span className="block truncate text-xs text-forest-700">{item.context.title}</span>
          ) : null}
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', item.unread > 0 ? 'text-ink' : 'text-ink-soft')}>
              {last ? `${last.fromMe ? t('list.you') : ''}${last.content}` : t('list.noMessages')}
            </span>
            {item.unread > 0 ? (
              <span
                className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-clay-600 px-1.5 text-xs font-semibold text-white"
                aria-label={t('list.unread', { count: item.unread })}
              >
                {item.unread}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
};

/** The member's conversations, latest first, with unread badges; a page at a time. */
export const ConversationList = ({ selectedId, page, onPage, refetchInterval }: Props) => {
  const { t } = useTranslation('messages');
  const query = useConversations(page, refetchInterval);
  if (query.isPending) return <SkeletonList rows={5} rowClassName="h-16" />;
  if (query.isError)
    return (
      <ErrorPanel
        title={t('list.errorTitle')}
        description={t('list.errorText')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, total, pageSize } = query.data;
  if (items.length === 0)
    return (
      <StatePanel
        icon={MessagesSquare}
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        testId="conversations-empty"
        action={
          <Button asChild>
            <Link to="/organizations">{t('list.emptyAction')}</Link>
          </Button>
        }
      />
    );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('list.label')}>
      <ul className="space-y-1" data-testid="conversation-list">
        {items.map((item) => (
          <Row key={item.id} item={item} selected={item.id === selectedId} />
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </Button>
          <span className="text-ink-soft">{t('list.pageOf', { page, pages })}</span>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('list.next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
};
