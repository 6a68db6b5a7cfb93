import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationType, isNotificationType } from '../../../core/domain/notificationPreferences';

/**
 * One-click unsubscribe tokens (RFC 8058): `<user id>.<type>.<signature>`, the signature an HMAC-SHA256 of the
 * two under the session secret. No table: the token cannot be forged, works without a session and stays valid
 * as long as the secret does (switching e-mail back on needs the settings page, so a leaked link can only
 * switch one type off).
 */
const sign = (secret: string, userId: string, type: string): string =>
  createHmac('sha256', secret).update(`kring-unsubscribe:${userId}:${type}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: string, type: NotificationType): string =>
  `${userId}.${type}.${sign(secret, userId, type)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member and type of a genuine token, or null for anything else. */
export const readUnsubscribeToken = (
  secret: string,
  token: string,
): { userId: string; type: NotificationType } | null => {
  const [userId, type, signature, ...rest] = token.split('.');
  if (!userId || !type || !signature || rest.length > 0) return null;
  if (!UUID.test(userId) || !isNotificationType(type)) return null;
  const expected = Buffer.from(sign(secret, userId, type));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, type };
};

/** An address with most of the name hidden, for a page anyone with the link can open: s***@example.nl. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};
