import type { AccountSettingsDto } from '../../../core/schemas/settings';
import type { AccountSettingsRow, PendingEmailChange } from './queries';

/** Account row + pending change → the account tab's data (only the member's own view). */
export const presentAccountSettings = (
  row: AccountSettingsRow,
  pending: PendingEmailChange | null,
  now = new Date(),
): AccountSettingsDto => ({
  fullName: row.fullName?.trim() || row.accountName,
  username: row.username,
  email: row.email,
  avatarUrl: row.avatarUrl ?? row.image ?? null,
  isPublic: row.isPublic ?? true,
  pendingEmail: pending && pending.expiresAt > now ? pending.newEmail : null,
});
