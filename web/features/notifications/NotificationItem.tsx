import type { NotificationDto } from '@core/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import { relativeTime } from './relativeTime';

type NotificationItemProps = {
  notification: NotificationDto;
  /** Marks it read; called when the member follows its link or presses 'Gelezen'. */
  onRead: (id: string) => void;
  onNavigate?: () => void;
  compact?: boolean;
};

/** One notification: unread dot, title, content, when; links to its action_url and marks it read. */
export const NotificationItem = ({ notification: n, onRead, onNavigate, compact }: NotificationItemProps) => {
  const { t, i18n } = useTranslation();
  const body = (
    <>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-clay-600')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm text-ink', !n.read && 'font-semibold')}>{n.title}</span>
        <span className={cn('mt-0.5 block text-sm text-ink-muted', compact && 'line-clamp-2')}>
          {n.content}
        </span>
        <span className="mt-1 block text-xs text-ink-muted">
          <time dateTime={n.createdAt}>{relativeTime(n.createdAt, i18n.language)}</time>
          {n.read ? null : <span className="sr-only">, {t('bell.unreadMark')}</span>}
        </span>
      </span>
    </>
  );
  const rowClass =
    'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-sand-50';
  const handleClick = () => {
    if (!n.read) onRead(n.id);
    onNavigate?.();
  };
  return (
    <li data-testid="notification-item" data-read={n.read}>
      {n.actionUrl?.startsWith('/') ? (
        <Link to={n.actionUrl} className={rowClass} onClick={handleClick}>
          {body}
        </Link>
      ) : (
        <button type="button" className={rowClass} onClick={handleClick}>
          {body}
        </button>
      )}
    </li>
  );
};
