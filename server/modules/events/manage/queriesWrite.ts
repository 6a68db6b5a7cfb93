import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type {
  RecurrenceRule,
  SessionWrite,
  SpeakerWrite,
  TicketWrite,
} from '../../../../core/schemas/eventWrite';
import { AppError } from '../../../../core/errors';
import type { Db } from '../../../db/client';
import {
  eventCategoryMapping,
  eventOccurrences,
  eventRecurrenceRules,
  eventSessions,
  eventSpeakerLineup,
  eventTickets,
  events,
  speakers,
} from '../../../db/schema';
import type { Occurrence } from './recurrence';

/** What an event save writes; the columns kept by triggers (search text, ticket summary) are not among them. */
export type EventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'minTicketPrice' | 'activeTicketCount'
>;

/** The sets an event save replaces, all in the event's transaction. */
export type EventChildren = {
  tickets: readonly TicketWrite[];
  sessions: readonly SessionWrite[];
  speakers: readonly SpeakerWrite[];
  categoryIds: readonly string[];
  recurrence: RecurrenceRule | null;
  occurrences: readonly Occurrence[];
};

/** Keep rows whose id the form sent back (updated in place), add new ones, drop the rest. */
const replaceTickets = async (tx: Db, eventId: string, tickets: readonly TicketWrite[]) => {
  const rows = await tx
    .select({ id: eventTickets.id, soldCount: eventTickets.soldCount })
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId))
    .for('update');
  const existing = new Set(rows.map((r) => r.id));
  const sold = new Map(rows.map((r) => [r.id, r.soldCount]));
  // Seats already sold cannot be taken back by lowering the quantity (the CHECK on sold_count is the last word).
  const tooLow: Record<string, string> = {};
  tickets.forEach((t, i) => {
    const already = (t.id && sold.get(t.id)) || 0;
    if (t.quantity !== null && t.quantity < already)
      tooLow[`tickets.${i}.quantity`] = `Er zijn al ${already} verkocht; kies minimaal ${already}.`;
  });
  if (Object.keys(tooLow).length > 0) throw new AppError('validation_failed', { fields: tooLow });
  const kept = new Set<string>();
  for (const [sortOrder, t] of tickets.entries()) {
    const values = { name: t.name, price: t.price, quantity: t.quantity, isActive: t.isActive, sortOrder };
    if (t.id && existing.has(t.id) && !kept.has(t.id)) {
      kept.add(t.id);
      await tx.update(eventTickets).set(values).where(eq(eventTickets.id, t.id));
    } else {
      await tx.insert(eventTickets).values({ eventId, currency: 'EUR', ...values });
    }
  }
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length === 0) return;
  // A ticket with orders (issue 14) is switched off, never deleted: its orders and issued tickets stay.
  const ordered = sql`exists (select 1 from ticket_orders o where o.ticket_id = ${eventTickets.id})`;
  await tx
    .update(eventTickets)
    .set({ isActive: false })
    .where(and(inArray(eventTickets.id, gone), ordered));
  await tx.delete(eventTickets).where(and(inArray(eventTickets.id, gone), sql`not ${ordered}`));
};

const replaceSessions = async (tx: Db, eventId: string, sessions: readonly SessionWrite[]) => {
  const existing = new Set(
    (
      await tx.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.eventId, eventId))
    ).map((r) => r.id),
  );
  const kept = new Set<string>();
  for (const s of sessions) {
    const values = {
      title: s.title,
      startTime: new Date(s.startTime),
      endTime: s.endTime ? new Date(s.endTime) : null,
    };
    if (s.id && existing.has(s.id) && !kept.has(s.id)) {
      kept.add(s.id);
      await tx.update(eventSessions).set(values).where(eq(eventSessions.id, s.id));
    } else {
      await tx.insert(eventSessions).values({ eventId, ...values });
    }
  }
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length > 0) await tx.delete(eventSessions).where(inArray(eventSessions.id, gone));
};

/**
 * A new line-up in order. Speakers made through the dashboard (created_by set) that no event uses any more
 * are removed; shared catalogue speakers (created_by null) stay.
 */
const replaceSpeakers = async (tx: Db, eventId: string, list: readonly SpeakerWrite[], actorId: string) => {
  const previous = (
    await tx
      .select({ id: eventSpeakerLineup.speakerId })
      .from(eventSpeakerLineup)
      .where(eq(eventSpeakerLineup.eventId, eventId))
  ).map((r) => r.id);
  await tx.delete(eventSpeakerLineup).where(eq(eventSpeakerLineup.eventId, eventId));
  if (list.length > 0) {
    const inserted = await tx
      .insert(speakers)
      .values(list.map((s) => ({ ...s, createdBy: actorId })))
      .returning({ id: speakers.id });
    await tx
      .insert(eventSpeakerLineup)
      .values(inserted.map((row, orderIndex) => ({ eventId, speakerId: row.id, orderIndex })));
  }
  if (previous.length > 0) {
    await tx.delete(speakers).where(
      and(
        inArray(speakers.id, previous),
        isNotNull(speakers.createdBy),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(eventSpeakerLineup)
            .where(eq(eventSpeakerLineup.speakerId, speakers.id)),
        ),
      ),
    );
  }
};

const replaceSchedule = async (tx: Db, eventId: string, children: EventChildren) => {
  await tx.delete(eventRecurrenceRules).where(eq(eventRecurrenceRules.eventId, eventId));
  await tx.delete(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
  if (!children.recurrence) return;
  const r = children.recurrence;
  await tx.insert(eventRecurrenceRules).values({
    eventId,
    frequency: r.frequency,
    interval: r.interval,
    endType: r.endType,
    occurrences: r.endType === 'after' ? r.occurrences : null,
    endDate: r.endType === 'on' && r.endDate ? new Date(r.endDate) : null,
  });
  if (children.occurrences.length > 0)
    await tx.insert(eventOccurrences).values(children.occurrences.map((o) => ({ eventId, ...o })));
};

const replaceChildren = async (tx: Db, eventId: string, children: EventChildren, actorId: string) => {
  await replaceTickets(tx, eventId, children.tickets);
  await replaceSessions(tx, eventId, children.sessions);
  await replaceSpeakers(tx, eventId, children.speakers, actorId);
  await tx.delete(eventCategoryMapping).where(eq(eventCategoryMapping.eventId, eventId));
  if (children.categoryIds.length > 0)
    await tx
      .insert(eventCategoryMapping)
      .values([...new Set(children.categoryIds)].map((categoryId) => ({ eventId, categoryId })));
  await replaceSchedule(tx, eventId, children);
};

/** A check run first inside the write's transaction (the monthly plan limit), so two saves cannot race past it. */
export type TxGuard = (tx: Db) => Promise<void>;

/** Both in order, in one transaction; either may be absent. */
export const bothInTx = (first: TxGuard | undefined, second: TxGuard | undefined): TxGuard | undefined =>
  first && second
    ? async (tx) => {
        await first(tx);
        await second(tx);
      }
    : (first ?? second);

/**
 * createEventWithChildren: the event and every child set in one transaction; returns the new id. `after` runs
 * last in the same transaction (the followers' notification of a first publication).
 */
export const insertEventGraph = (
  db: Db,
  id: string,
  values: EventValues,
  children: EventChildren,
  actorId: string,
  guard?: TxGuard,
  after?: TxGuard,
): Promise<string> =>
  db.transaction(async (tx) => {
    await guard?.(tx);
    await tx.insert(events).values({ id, ...values });
    await replaceChildren(tx, id, children, actorId);
    await after?.(tx);
    return id;
  });

/** updateEventWithChildren: the event's columns and every child set replaced in one transaction. */
export const updateEventGraph = (
  db: Db,
  id: string,
  values: Partial<EventValues>,
  children: EventChildren,
  actorId: string,
  guard?: TxGuard,
  after?: TxGuard,
): Promise<void> =>
  db.transaction(async (tx) => {
    await guard?.(tx);
    await tx.update(events).set(values).where(eq(events.id, id));
    await replaceChildren(tx, id, children, actorId);
    await after?.(tx);
  });

/** A status change (publish, cancel, trash, restore); published_at is only ever set once. */
export const updateEventStatus = async (
  db: Db,
  target: { id: string; status: NonNullable<EventValues['status']>; firstPublication?: boolean },
  change: Pick<EventValues, 'status'> & Partial<Pick<EventValues, 'deletedAt' | 'publishedAt'>>,
  guard?: TxGuard,
  after?: TxGuard,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await guard?.(tx);
    // Only from the status the caller checked (and, for a first publication, while still never published): a
    // change by someone else in between (an organiser trashing while an admin cancels, two publishes at once)
    // makes this one a refusal instead of overwriting it or announcing twice.
    const changed = await tx
      .update(events)
      .set(change)
      .where(
        and(
          eq(events.id, target.id),
          eq(events.status, target.status),
          target.firstPublication ? isNull(events.publishedAt) : undefined,
        ),
      )
      .returning({ id: events.id });
    if (changed.length === 0) throw new AppError('event_status_invalid');
    await after?.(tx);
  });
};

/** Delete forever (children go by cascade). */
export const deleteEventRow = async (db: Db, id: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await replaceSpeakers(tx, id, [], '');
    await tx.delete(events).where(eq(events.id, id));
  });
};
