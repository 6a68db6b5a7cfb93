import {
  Ban,
  ExternalLink,
  LayoutDashboard,
  MoreHorizontal,
  Pencil,
  RotateCcw,
  Send,
  Ticket,
  Trash2,
  X,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardEventItem } from '@core/schemas/eventWrite';
import { Button } from '@web/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import type { EventStatusAction } from './api';
import { editEventPath } from './dashboardTabs';
import { availableStatusActions } from './statusActions';
import type { StatusActionFlow } from './useStatusActionFlow';

const ACTION_ICONS: Record<EventStatusAction, LucideIcon> = {
  publish: Send,
  cancel: Ban,
  trash: Trash2,
  restore: RotateCcw,
  delete: X,
};

type EventRowActionsProps = { event: DashboardEventItem; flow: StatusActionFlow };

/**
 * The main action as a button (edit; restore in the trash) and the rest in a "more" menu, so a row stays one
 * line on a phone. Every item is reachable by keyboard (Radix menu).
 */
export const EventRowActions = ({ event, flow }: EventRowActionsProps) => {
  const { t } = useTranslation('eventAdmin');
  const actions = availableStatusActions(event.status);
  const inTrash = event.status === 'trashed';
  const busy = flow.runningId === event.id;
  const target = { id: event.id, title: event.title };
  return (
    <div className="flex shrink-0 items-center gap-2">
      {inTrash ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => flow.request(target, 'restore')}
          data-testid="event-action-restore"
        >
          <RotateCcw aria-hidden />
          {t('actions.restore.label')}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" asChild>
          <Link to={editEventPath(event)} data-testid="event-action-edit">
            <Pencil aria-hidden />
            {t('actions.edit')}
          </Link>
        </Button>
      )}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            disabled={busy}
            aria-label={t('actions.more', { title: event.title })}
            data-testid="event-actions-menu"
          >
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to={`/dashboard/evenementen/${event.id}`} data-testid="event-action-overview">
              <LayoutDashboard aria-hidden />
              {t('overview.open')}
            </Link>
          </DropdownMenuItem>
          {event.status === 'published' ? (
            <DropdownMenuItem asChild>
              <Link to={`/evenement/${event.slug || event.id}`}>
                <ExternalLink aria-hidden />
                {t('actions.view')}
              </Link>
            </DropdownMenuItem>
          ) : null}
          {inTrash ? null : (
            <DropdownMenuItem asChild>
              <Link to={editEventPath(event)}>
                <Pencil aria-hidden />
                {t('actions.edit')}
              </Link>
            </DropdownMenuItem>
          )}
          {inTrash ? null : (
            <DropdownMenuItem asChild>
              <Link to={`/dashboard/evenementen/${event.id}/tickets`} data-testid="event-action-tickets">
                <Ticket aria-hidden />
                {t('actions.tickets')}
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          {actions.map((action) => {
            const Icon = ACTION_ICONS[action];
            const destructive = action === 'delete' || action === 'cancel';
            return (
              <DropdownMenuItem
                key={action}
                onSelect={() => flow.request(target, action)}
                data-testid={`event-action-${action}`}
                className={destructive ? 'text-red-800 [&_svg]:text-red-700' : undefined}
              >
                <Icon aria-hidden />
                {t(`actions.${action}.label`)}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
};
