import { eq, inArray, sql } from 'drizzle-orm';
import { eventTickets, events, users } from '../db/schema';
import type { TestApp } from './app';
import { createEventAs } from './events';

/**
 * Event tickets in tests (issue 14): a published event with ticket types whose quantities are set (the editor
 * has no quantity field), and the seeded member accounts that can sign in with the demo password.
 */
export type TicketSpec = { name: string; price: number; quantity: number | null };

export const createTicketEvent = async (
  t: TestApp,
  organiserCookie: string,
  tickets: readonly TicketSpec[],
  options: { maxParticipants?: number | null; startDate?: string; endDate?: string } = {},
): Promise<{ eventId: string; slug: string; ticketIds: string[] }> => {
  const event = await createEventAs(t, organiserCookie, {
    publish: true,
    maxParticipants: options.maxParticipants ?? null,
    tickets: tickets.map((tk) => ({ name: tk.name, price: tk.price, isActive: true })),
    ...(options.startDate
      ? { startDate: options.startDate, endDate: options.endDate ?? options.startDate }
      : {}),
  });
  const rows = await t.db
    .select({ id: eventTickets.id, name: eventTickets.name })
    .from(eventTickets)
    .where(eq(eventTickets.eventId, event.id))
    .orderBy(eventTickets.sortOrder);
  for (const [i, spec] of tickets.entries()) {
    await t.db.update(eventTickets).set({ quantity: spec.quantity }).where(eq(eventTickets.id, rows[i]!.id));
  }
  return { eventId: event.id, slug: event.slug, ticketIds: rows.map((r) => r.id) };
};

/** Move an event into the past (start and end), keeping its rows, e.g. for review eligibility. */
export const moveEventToPast = async (t: TestApp, eventId: string, daysAgo = 3) => {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local kring.allow_past_events = 'on'`);
    await tx
      .update(events)
      .set({
        startDate: sql`now() - make_interval(days => ${daysAgo})`,
        endDate: sql`now() - make_interval(days => ${daysAgo}) + interval '2 hours'`,
      })
      .where(eq(events.id, eventId));
  });
};

/** E-mail addresses of seeded members (not the demo accounts), `count` of them. */
export const seededMemberEmails = async (t: TestApp, count: number): Promise<string[]> => {
  const rows = await t.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.email} not like '%@demo.kring.test'`)
    .orderBy(users.email)
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} seeded members, need ${count}`);
  return rows.map((r) => r.email);
};

export const userIdsByEmail = async (t: TestApp, emails: string[]) =>
  t.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
