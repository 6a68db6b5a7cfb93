import type {
  AdminAuditEntryDto,
  AdminUserDetailDto,
  AdminUserSummaryDto,
  EmailLogDetailDto,
  EmailLogDto,
} from '../../../core/schemas/admin';
import { displayName } from '../accounts';
import type { AdminTarget } from './policy';
import type { EmailLogRow, selectEmailLog } from './queriesEmailLog';
import type { AdminUserRow, selectUserHistory } from './queries';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Suspended by an admin (profile) or banned in better-auth: either keeps the account out. */
export const isSuspended = (row: Pick<AdminUserRow, 'banned' | 'suspendedAt'>): boolean =>
  Boolean(row.banned) || row.suspendedAt !== null;

export const targetOf = (row: AdminUserRow): AdminTarget => ({
  id: row.id,
  roles: row.roles,
  suspended: isSuspended(row),
});

export const presentUserSummary = (row: AdminUserRow): AdminUserSummaryDto => ({
  id: row.id,
  name: displayName({ fullName: row.fullName, accountName: row.accountName, email: row.email }),
  email: row.email,
  emailVerified: row.emailVerified,
  roles: row.roles.length > 0 ? [...row.roles].sort() : ['participant'],
  createdAt: iso(row.createdAt),
  suspendedAt: row.suspendedAt ? iso(row.suspendedAt) : null,
});

type HistoryRow = Awaited<ReturnType<typeof selectUserHistory>>[number];

/** One audit entry as the admin screens show it (users and profiles alike). */
export const presentHistory = (row: HistoryRow): AdminAuditEntryDto => {
  const reason = row.data.reason;
  return {
    id: row.id,
    action: row.action,
    actorName:
      row.actorEmail === null
        ? null
        : displayName({
            fullName: row.actorFullName,
            accountName: row.actorAccountName,
            email: row.actorEmail,
          }),
    reason: typeof reason === 'string' ? reason : null,
    createdAt: iso(row.createdAt),
  };
};

export const presentUserDetail = (
  row: AdminUserRow,
  extra: {
    sessions: { active: number; lastSeenAt: Date | null };
    history: HistoryRow[];
    abilities: AdminUserDetailDto['abilities'];
  },
): AdminUserDetailDto => ({
  ...presentUserSummary(row),
  suspensionReason: isSuspended(row) ? (row.suspensionReason ?? null) : null,
  twoFactorEnabled: row.twoFactorEnabled ?? false,
  activeSessions: extra.sessions.active,
  lastSeenAt: extra.sessions.lastSeenAt ? extra.sessions.lastSeenAt.toISOString() : null,
  abilities: extra.abilities,
  history: extra.history.map(presentHistory),
});

export const presentEmailLog = (row: EmailLogRow): EmailLogDto => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  transport: row.transport,
  error: row.error,
  createdAt: iso(row.createdAt),
});

/** What an admin sees instead of a one-time token. */
export const MASKED_TOKEN = '[verborgen]';

/**
 * A sign-in capable token in a mailed link (verification, password reset, e-mail change `emailToken`, team invitation)
 * would let an admin take over the recipient's account past the impersonation rules and audit, so the log
 * shows that a link was sent, with its token replaced: `…/auth/verify-email?token=[verborgen]`. Masked when
 * read (the outbox row is the message as sent); `&amp;` covers links inside HTML attributes.
 */
export const maskMailTokens = (content: string | null): string | null =>
  content?.replace(/([?&;](?:[a-z]*token|code)=)[^&\s"'<>]+/gi, `$1${MASKED_TOKEN}`) ?? null;

export const presentEmailLogDetail = (
  row: NonNullable<Awaited<ReturnType<typeof selectEmailLog>>>,
): EmailLogDetailDto => ({
  ...presentEmailLog(row),
  from: row.fromAddress,
  text: maskMailTokens(row.text),
  html: maskMailTokens(row.html),
});
