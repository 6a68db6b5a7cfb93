import * as Popover from '@radix-ui/react-popover';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BellState } from '@core/domain/notifications';
import type { NotificationList } from '@core/schemas/notifications';
import { Button } from '@web/components/ui/Button';
import { Sheet } from '@web/components/ui/Sheet';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { useIsMobile } from '@web/lib/useMediaQuery';
import { BellButton } from './BellButton';
import { NotificationItem } from './NotificationItem';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './queries';

export type BellMenuProps = {
  state: BellState;
  unread: number;
  errorText: string | undefined;
  live: boolean;
  query: UseQueryResult<NotificationList, unknown>;
  /** Open at once: the stand-in bell was pressed while this chunk loaded (web/lib/lazyPart.tsx). */
  defaultOpen?: boolean;
};

/** The list of the bell: latest 50, 'Alles gelezen', a link to the full history. */
const BellList = ({
  query,
  onClose,
  inSheet = false,
}: {
  query: UseQueryResult<NotificationList, unknown>;
  onClose: () => void;
  /** The sheet has its own title. */
  inSheet?: boolean;
}) => {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = query.data?.items ?? [];
  const unread = query.data?.unread ?? 0;
  return (
    <div className="flex max-h-[min(70vh,32rem)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-line/70 px-4 py-3">
        {inSheet ? (
          <span />
        ) : (
          <h2 className="font-sans text-base font-semibold text-ink">{t('bell.title')}</h2>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="bell-read-all"
        >
          <CheckCheck aria-hidden />
          {t('bell.readAll')}
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        {query.isPending ? (
          <SkeletonList rows={4} rowClassName="h-14" className="space-y-2 p-2" />
        ) : items.length === 0 ? (
          <div className="px-4 py-8 text-center">
            <p className="font-medium text-ink">{t('bell.emptyTitle')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('bell.emptyText')}</p>
          </div>
        ) : (
          <ul className="space-y-0.5" aria-label={t('bell.title')}>
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                compact
                onRead={(id) => markRead.mutate(id)}
                onNavigate={onClose}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-line/70 px-4 py-3 text-center">
        <Link
          to="/dashboard/notificaties"
          onClick={onClose}
          className="text-sm font-semibold text-forest-700 underline-offset-4 hover:underline"
        >
          {t('bell.all')}
        </Link>
      </div>
    </div>
  );
};

/** The bell with its list: a popover from 640 px, a bottom sheet on phones. Error: a click retries. */
export const BellMenu = ({ state, unread, errorText, live, query, defaultOpen = false }: BellMenuProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const mobile = useIsMobile();
  const retry = () => void query.refetch();
  if (state === 'error')
    return <BellButton state={state} unread={unread} errorText={errorText} live={live} onClick={retry} />;
  if (mobile)
    return (
      <>
        <BellButton
          state={state}
          unread={unread}
          live={live}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        />
        <Sheet
          open={open}
          onOpenChange={setOpen}
          title={t('bell.title')}
          closeLabel={t('bell.close')}
          testId="bell-sheet"
        >
          <BellList query={query} onClose={() => setOpen(false)} inSheet />
        </Sheet>
      </>
    );
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton state={state} unread={unread} live={live} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          data-testid="bell-popover"
          aria-label={t('bell.title')}
          className="z-50 w-[24rem] overflow-hidden rounded-2xl border border-line bg-white shadow-xl outline-none"
        >
          <BellList query={query} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
