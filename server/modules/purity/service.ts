import { AppError } from '../../../core/errors';
import type { PurityCheckId, PurityFinding, PurityReport } from '../../../core/schemas/purity';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { recordAudit } from '../admin';
import { syncRolesForUser } from '../payments';
import { purityPolicy } from './policy';
import {
  type Account,
  completeSuspension,
  countTwoFactorRows,
  deleteOrphanedRows,
  deleteTwoFactorRows,
  insertMissingProfile,
  ownOrganizationIds,
  selectAccount,
  selectGlobalRoles,
  selectLooseEvents,
  selectMemberships,
  selectOrphanedRows,
  selectOwnedProfiles,
  setMissingOrganisation,
  setMissingOrganiser,
  setTwoFactorEnabled,
  upsertOwnerRow,
} from './queries';

/** One check: what it finds (writes nothing), and its repair when there is a safe one. */
type Check = {
  inspect: (db: Db, account: Account, now: Date) => Promise<Omit<PurityFinding, 'check'>>;
  /** Fixes what inspect found, in the transaction; returns nothing when there was nothing to do. */
  repair?: (db: Db, account: Account, now: Date) => Promise<void>;
};

const ok = (reason = 'ok'): Omit<PurityFinding, 'check'> => ({
  status: 'ok',
  reason,
  items: [],
  repairable: false,
});

class DryRun extends Error {}

/**
 * The role sync of payments (the rule the hourly job uses) in a transaction that is rolled back: the roles it
 * would add or remove, without writing anything.
 */
const roleDrift = async (
  db: Db,
  userId: string,
  now: Date,
): Promise<{ before: string[]; after: string[] }> => {
  let drift = { before: [] as string[], after: [] as string[] };
  try {
    await db.transaction(async (tx) => {
      const before = await selectGlobalRoles(tx, userId);
      await syncRolesForUser(tx, userId, now);
      drift = { before, after: await selectGlobalRoles(tx, userId) };
      throw new DryRun();
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
  return drift;
};

const CHECKS: Record<PurityCheckId, Check> = {
  roles_subscriptions: {
    inspect: async (db, account, now) => {
      const { before, after } = await roleDrift(db, account.id, now);
      const added = after.filter((r) => !before.includes(r)).map((r) => `+ ${r}`);
      const removed = before.filter((r) => !after.includes(r)).map((r) => `− ${r}`);
      if (added.length + removed.length === 0) return ok();
      return { status: 'error', reason: 'drift', items: [...added, ...removed], repairable: true };
    },
    repair: async (db, account, now) => {
      await syncRolesForUser(db, account.id, now);
    },
  },
  profile_row: {
    inspect: async (_db, account) =>
      account.profileId ? ok() : { status: 'error', reason: 'missing', items: [], repairable: true },
    repair: async (db, account) => insertMissingProfile(db, account),
  },
  profile_owners: {
    inspect: async (db, account) => {
      const [owned, memberships] = await Promise.all([
        selectOwnedProfiles(db, account.id),
        selectMemberships(db, account.id),
      ]);
      const missing = owned.filter(
        (p) =>
          !memberships.some(
            (m) =>
              m.profileId === p.id && m.profileType === p.type && m.role === 'owner' && m.status === 'active',
          ),
      );
      if (missing.length === 0) return ok(owned.length === 0 ? 'none' : 'ok');
      return {
        status: 'warning',
        reason: 'missing',
        items: missing.map((p) => `${p.type}: ${p.name}`),
        repairable: true,
      };
    },
    repair: async (db, account) => {
      for (const owned of await selectOwnedProfiles(db, account.id))
        await upsertOwnerRow(db, account.id, owned);
    },
  },
  orphaned_rows: {
    inspect: async (db, account) => {
      const rows = await selectOrphanedRows(db, account.id);
      if (rows.length === 0) return ok();
      return {
        status: 'warning',
        reason: 'found',
        items: rows.map((r) => `${r.table}: ${r.label}`),
        repairable: true,
      };
    },
    repair: async (db, account) => deleteOrphanedRows(db, await selectOrphanedRows(db, account.id)),
  },
  events_organiser: {
    inspect: async (db, account) => {
      const loose = await selectLooseEvents(db, account.id);
      if (loose.length === 0) return ok();
      const orgs = await ownOrganizationIds(db, account.id);
      // Without an organisation of their own (or with several) the missing organisation cannot be guessed.
      const fixable = loose.some((e) => e.problem === 'no_organiser' || orgs.length === 1);
      return {
        status: 'warning',
        reason: fixable ? 'found' : 'found_manual',
        items: loose.map((e) => `${e.title} (${e.problem})`),
        repairable: fixable,
      };
    },
    repair: async (db, account) => {
      const loose = await selectLooseEvents(db, account.id);
      await setMissingOrganiser(
        db,
        account.id,
        loose.filter((e) => e.problem === 'no_organiser').map((e) => e.id),
      );
      const orgs = await ownOrganizationIds(db, account.id);
      const [onlyOrg] = orgs;
      if (orgs.length === 1 && onlyOrg) {
        const ids = loose.filter((e) => e.problem === 'no_organisation').map((e) => e.id);
        await setMissingOrganisation(db, onlyOrg, ids);
      }
    },
  },
  email_verified: {
    // Only the member can prove the address is theirs: no repair, the screen says so.
    inspect: async (_db, account) =>
      account.emailVerified
        ? ok()
        : { status: 'warning', reason: 'unverified', items: [], repairable: false },
  },
  two_factor: {
    inspect: async (db, account) => {
      const secrets = await countTwoFactorRows(db, account.id);
      if (account.twoFactorEnabled && secrets === 0) {
        return { status: 'error', reason: 'enabled_without_secret', items: [], repairable: true };
      }
      if (!account.twoFactorEnabled && secrets > 0) {
        return { status: 'warning', reason: 'secret_without_enabled', items: [], repairable: true };
      }
      return ok(account.twoFactorEnabled ? 'on' : 'off');
    },
    // Enabled without a secret would lock the member out: switch it off. A leftover secret is removed.
    repair: async (db, account) => {
      const secrets = await countTwoFactorRows(db, account.id);
      if (account.twoFactorEnabled && secrets === 0) await setTwoFactorEnabled(db, account.id, false);
      if (!account.twoFactorEnabled && secrets > 0) await deleteTwoFactorRows(db, account.id);
    },
  },
  suspension: {
    inspect: async (_db, account) => {
      const suspended = account.suspendedAt !== null;
      if (account.banned === suspended || !account.profileId) return ok(suspended ? 'suspended' : 'ok');
      return {
        status: 'error',
        reason: account.banned ? 'banned_not_suspended' : 'suspended_not_banned',
        items: [],
        repairable: true,
      };
    },
    // Half a suspension becomes a whole one (the safe side); reinstating stays the admin's own decision.
    repair: async (db, account, now) => {
      if (!account.profileId || account.banned === (account.suspendedAt !== null)) return;
      const reason = account.banReason ?? account.suspensionReason ?? 'Aangevuld door de puriteitstest';
      await completeSuspension(db, account, reason, now);
    },
  },
};

const loadAccount = async (db: Db, userId: string): Promise<Account> => {
  const account = await selectAccount(db, userId);
  if (!account) throw new AppError('admin_user_not_found');
  return account;
};

const runChecks = async (db: Db, account: Account, now: Date): Promise<PurityFinding[]> => {
  const findings: PurityFinding[] = [];
  for (const check of Object.keys(CHECKS) as PurityCheckId[]) {
    findings.push({ check, ...(await CHECKS[check].inspect(db, account, now)) });
  }
  return findings;
};

const report = (account: Account, findings: PurityFinding[], now: Date): PurityReport => ({
  user: { id: account.id, name: account.name, email: account.email },
  checkedAt: now.toISOString(),
  findings,
});

/** Run every check of one account; writes nothing. */
export const runPurityTest = async (
  db: Db,
  actor: Actor,
  userId: string,
  now = new Date(),
): Promise<PurityReport> => {
  ensure(purityPolicy.manage(actor), 'admin_only');
  const account = await loadAccount(db, userId);
  return report(account, await runChecks(db, account, now), now);
};

/**
 * Repair one check in one transaction with its audit entry ('purity.repair', { check, before, after }).
 * Nothing to repair (already fixed, e.g. a second click) → no write and no entry: the repair is idempotent.
 */
export const repairPurityCheck = async (
  db: Db,
  actor: Actor,
  userId: string,
  check: PurityCheckId,
  ip: string,
  now = new Date(),
): Promise<PurityReport> => {
  ensure(purityPolicy.manage(actor), 'admin_only');
  const { repair, inspect } = CHECKS[check];
  if (!repair) throw new AppError('purity_check_not_repairable');
  await db.transaction(async (tx) => {
    const account = await loadAccount(tx, userId);
    const before = await inspect(tx, account, now);
    if (!before.repairable) return;
    await repair(tx, account, now);
    const after = await inspect(tx, await loadAccount(tx, userId), now);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'purity.repair',
      targetType: 'user',
      targetId: userId,
      data: { check, before, after },
      ip,
    });
  });
  const account = await loadAccount(db, userId);
  return report(account, await runChecks(db, account, now), now);
};
