import { profileSettingsPath, type SessionUser, viewProfilePath } from '@web/features/accounts';

export type UserMenuItem = {
  id: 'dashboard' | 'messages' | 'createEvent' | 'viewProfile' | 'profileSettings' | 'account' | 'admin';
  to: string;
  labelKey: string;
};

/** Entries of the desktop user menu (spec §2 Navigation); logout is rendered separately. */
export const userMenuItems = (
  user: Pick<SessionUser, 'id' | 'roles' | 'activeRole' | 'profileSlugs'>,
): UserMenuItem[] => {
  const items: UserMenuItem[] = [
    { id: 'dashboard', to: '/dashboard', labelKey: 'userMenu.dashboard' },
    { id: 'messages', to: '/dashboard/berichten', labelKey: 'userMenu.messages' },
    { id: 'createEvent', to: '/dashboard/evenementen/create', labelKey: 'userMenu.createEvent' },
    { id: 'viewProfile', to: viewProfilePath(user, user.activeRole), labelKey: 'userMenu.viewProfile' },
    { id: 'profileSettings', to: profileSettingsPath(user.activeRole), labelKey: 'userMenu.profileSettings' },
    { id: 'account', to: '/dashboard/instellingen', labelKey: 'userMenu.account' },
  ];
  if (user.roles.includes('admin')) items.push({ id: 'admin', to: '/admin', labelKey: 'userMenu.admin' });
  return items;
};

/** Initials for the avatar fallback: first letters of the first and last word. */
export const initials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
};
