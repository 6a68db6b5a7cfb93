import { accountsPolicy } from '../accounts';
import type { Actor } from '../../http/context';

/**
 * Who may change which account settings (spec §4 Impersonation). Everything acts on the actor's own account;
 * the e-mail address and deleting the account are credentials, off limits while an admin impersonates.
 */
export const settingsPolicy = {
  /** Name, username, avatar, privacy, notification preferences, data export: any signed-in session. */
  manageOwnSettings: (actor: Actor): boolean => accountsPolicy.manageOwnAccount(actor),
  /** Change the e-mail address or delete the account: only the user's own session. */
  changeCredentials: (actor: Actor): boolean => accountsPolicy.changeCredentials(actor),
};
