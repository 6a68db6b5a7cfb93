import {
  CalendarPlus,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  Settings,
  Shield,
  UserRound,
  UserRoundCog,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { type SessionUser, useSignOut } from '@web/features/accounts';
import { MessagesBadge } from '@web/features/notifications';
import { Avatar } from './Avatar';
import { userMenuItems, type UserMenuItem } from './userMenu';

const ICONS: Record<UserMenuItem['id'], ReactNode> = {
  dashboard: <LayoutDashboard aria-hidden />,
  messages: <MessageCircle aria-hidden />,
  createEvent: <CalendarPlus aria-hidden />,
  viewProfile: <UserRound aria-hidden />,
  profileSettings: <UserRoundCog aria-hidden />,
  account: <Settings aria-hidden />,
  admin: <Shield aria-hidden />,
};

/** The signed-in user's menu (spec §2 Navigation); entries come from the pure userMenuItems. */
export const UserMenu = ({ user, defaultOpen }: { user: SessionUser; defaultOpen?: boolean }) => {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('userMenu.open', { name: user.name })}
        data-testid="user-menu"
        className="rounded-full ring-offset-2 ring-offset-canvas transition hover:ring-2 hover:ring-forest-200 data-[state=open]:ring-2 data-[state=open]:ring-forest-300"
      >
        <Avatar name={user.name} src={user.avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          {user.email ? <p className="truncate text-sm text-ink-muted">{user.email}</p> : null}
          <p className="mt-1 text-xs text-forest-700">{t(`roles.${user.activeRole}`)}</p>
        </div>
        <DropdownMenuSeparator />
        {userMenuItems(user).map((item) => (
          <DropdownMenuItem key={item.id} asChild>
            <Link to={item.to}>
              {ICONS[item.id]}
              {t(item.labelKey)}
              {item.id === 'messages' ? <MessagesBadge className="ml-auto" /> : null}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
