import type { z } from 'zod';
import { normalizeTicketCode } from '../../../core/domain/tickets';
import { AppError } from '../../../core/errors';
import type { CheckInResult, OrganiserOrderQuery, TicketSales } from '../../../core/schemas/tickets';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { eventAccessFacts } from '../events';
import type { Ctx } from './offers';
import { ticketsPolicy } from './policy';
import { presentOrganiserRow } from './presenter';
import { selectTicketSeats } from './queries';
import { countWaitingByTicket } from './queriesWaitlist';
import {
  lockIssuedByCode,
  markCheckedIn,
  selectAttendees,
  selectEventOrders,
  selectSalesFigures,
} from './queriesViews';

/** The organiser's side of ticket sales: figures, orders, the attendee CSV and the door check-in. */

const PAGE_SIZE = 25;
const CSV_MAX_ROWS = 20_000;

/** The event's team (its edit rule) and admins; others 403 ticket_forbidden, an unknown event 404. */
const mayManage = async (db: Db, actor: Actor, eventId: string) => {
  const facts = await eventAccessFacts(db, { id: eventId }, actor.userId);
  if (!facts || facts.deletedAt) throw new AppError('event_not_found');
  ensure(ticketsPolicy.manageSales(actor, facts), 'ticket_forbidden');
  return facts;
};

const money = (n: number) => Math.round(n * 100) / 100;

/** GET /api/events/:eventId/ticket-sales. */
export const ticketSales = async (
  ctx: Ctx,
  actor: Actor,
  eventId: string,
  now = new Date(),
): Promise<z.infer<typeof TicketSales>> => {
  await mayManage(ctx.db, actor, eventId);
  const [rows, waiting, figures] = await Promise.all([
    selectTicketSeats(ctx.db, eventId, now),
    countWaitingByTicket(ctx.db, eventId),
    selectSalesFigures(ctx.db, eventId),
  ]);
  const tickets = rows.map((r) => {
    const revenue = figures.revenue.find((f) => f.ticketId === r.id)?.revenue ?? 0;
    return {
      ticketId: r.id,
      name: r.name,
      price: r.price,
      quantity: r.quantity,
      sold: r.soldCount,
      held: r.held,
      waiting: waiting.find((w) => w.ticketId === r.id)?.waiting ?? 0,
      revenue: money(revenue),
    };
  });
  return {
    eventId,
    currency: 'EUR',
    tickets,
    orders: figures.totals.orders,
    attendees: figures.totals.attendees,
    checkedIn: figures.totals.checkedIn,
    revenue: money(tickets.reduce((s, t) => s + t.revenue, 0)),
  };
};

/** GET /api/events/:eventId/ticket-orders?page=&q=. */
export const eventTicketOrders = async (
  ctx: Ctx,
  actor: Actor,
  eventId: string,
  query: z.infer<typeof OrganiserOrderQuery>,
) => {
  await mayManage(ctx.db, actor, eventId);
  const { rows, total } = await selectEventOrders(ctx.db, eventId, query, PAGE_SIZE);
  return { items: rows.map(presentOrganiserRow), total, page: query.page, pageSize: PAGE_SIZE };
};

const amsterdam = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** One CSV cell for Dutch Excel: quoted when needed; a leading =+-@ is defused (formula injection). */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** GET /api/events/:eventId/attendees.csv: UTF-8 with BOM, ';'-separated, Dutch header row. */
export const attendeesCsv = async (ctx: Ctx, actor: Actor, eventId: string) => {
  const facts = await mayManage(ctx.db, actor, eventId);
  const rows = await selectAttendees(ctx.db, eventId, CSV_MAX_ROWS);
  const lines = [
    'Naam;E-mail;Ticket;Code;Status;Ingecheckt',
    ...rows.map((r) =>
      [
        r.holderName,
        r.email,
        r.ticketName,
        r.code,
        r.status === 'valid' ? 'Geldig' : 'Geannuleerd',
        r.checkedInAt ? amsterdam.format(r.checkedInAt) : '',
      ]
        .map(csvCell)
        .join(';'),
    ),
  ];
  const slug = (facts.slug || 'evenement').replace(/[^a-z0-9-]/gi, '');
  return { fileName: `deelnemers-${slug}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
};

/**
 * POST /api/events/:eventId/check-in {code}: the typed or scanned code is normalised; a ticket of this event
 * that is valid is checked in once (a second scan answers 'already' with the first time); a cancelled ticket is
 * refused; an unknown code, or a ticket of another event, is 'unknown'.
 */
export const checkIn = async (
  ctx: Ctx,
  actor: Actor,
  eventId: string,
  typed: string,
  now = new Date(),
): Promise<CheckInResult> => {
  await mayManage(ctx.db, actor, eventId);
  const code = normalizeTicketCode(typed);
  return ctx.db.transaction(async (tx) => {
    const ticket = await lockIssuedByCode(tx, code);
    if (!ticket || ticket.eventId !== eventId)
      return { result: 'unknown', holderName: null, ticketName: null, checkedInAt: null };
    const base = { holderName: ticket.holderName, ticketName: ticket.ticketName };
    if (ticket.status !== 'valid') return { result: 'canceled', ...base, checkedInAt: null };
    if (ticket.checkedInAt)
      return { result: 'already', ...base, checkedInAt: ticket.checkedInAt.toISOString() };
    await markCheckedIn(tx, ticket.id, actor.userId, now);
    return { result: 'checked_in', ...base, checkedInAt: now.toISOString() };
  });
};
