import { NOTIFICATION_DEFAULTS } from '../../../core/domain/notificationPreferences';
import type { UnsubscribeInfo } from '../../../core/schemas/notifications';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import { notificationsPolicy } from './policy';
import { selectEmailChoice, switchEmailOff } from './queries';
import { maskEmail, readUnsubscribeToken } from './unsubscribeToken';

/** The member and type behind a genuine token of an existing account, else 400 unsubscribe_token_invalid. */
const targetOf = async (db: Db, secret: string, token: string) => {
  const target = readUnsubscribeToken(secret, token);
  const choice = target ? await selectEmailChoice(db, target.userId, target.type) : null;
  const found = target && choice ? { ...target, ...choice } : null;
  ensure(notificationsPolicy.unsubscribeByLink(found), 'unsubscribe_token_invalid');
  return found as NonNullable<typeof found>;
};

/**
 * What the /afmelden page shows before the click: the type, the address (masked: anyone holding the link sees
 * it) and whether e-mail of that type is already off. No session: the signed token is the key.
 */
export const unsubscribeInfo = async (db: Db, secret: string, token: string): Promise<UnsubscribeInfo> => {
  const target = await targetOf(db, secret, token);
  return {
    type: target.type,
    email: maskEmail(target.email),
    unsubscribed: !(target.chosen ?? NOTIFICATION_DEFAULTS[target.type]),
  };
};

/** RFC 8058 one-click (and the page's button): e-mail of the token's type off; idempotent. */
export const unsubscribe = async (db: Db, secret: string, token: string): Promise<UnsubscribeInfo> => {
  const target = await targetOf(db, secret, token);
  await switchEmailOff(db, target.userId, target.type);
  return { type: target.type, email: maskEmail(target.email), unsubscribed: true };
};
