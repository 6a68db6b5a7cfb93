import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { useUnreadMessages } from './queries';

/**
 * Unread direct messages on the 'Berichten' entry (user menu, mobile menu): from
 * GET /api/me/messages/unread-count and the stream's `unread` event; nothing at zero or while unknown.
 */
export const MessagesBadge = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const count = useUnreadMessages(true).data ?? 0;
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1.5 text-xs font-semibold text-white',
        className,
      )}
      aria-label={t('bell.unreadMessages', { count })}
      data-testid="messages-badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
};
