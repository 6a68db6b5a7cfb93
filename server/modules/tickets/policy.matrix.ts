import { TICKET_DEMO_SLUGS } from '../../db/seed/seed-tickets';
import { linkIn } from '../../test/http';
import type { MatrixRow, MatrixTools, Persona } from '../../test/policyMatrix';

/**
 * Event tickets. The seeded ticket events belong to De Ademhalte (the organisation persona): its team and the
 * admin see sales, orders, the attendee CSV and check people in; others get 403 ticket_forbidden. Anyone signed in
 * buys (visitors: 401 ticket_login_required); an order is seen by its buyer (the participant here), the
 * organiser and admins, and does not exist for others (404). Availability is public (PUBLIC_ENDPOINTS).
 */
/**
 * De Ademhalte's team when these rows run: its owner (organization) and the participant and premium
 * organisation, who joined it in the teams rows (teams/policy.matrix.ts runs first). The event edit rule lets
 * the whole team in.
 */
const ORGANISER: readonly Persona[] = ['organization', 'organization_premium', 'participant', 'admin'];
const ORDER_SEERS: readonly Persona[] = ORGANISER;
const manage = { allowed: ORGANISER, refusal: 'ticket_forbidden' } as const;

const eventIds = new Map<string, string>();
const eventIdOf = async (tools: MatrixTools, slug: string): Promise<string> => {
  const known = eventIds.get(slug);
  if (known) return known;
  const res = await tools.callAs('admin', 'GET', `/api/events/${slug}/detail`);
  const id = (res.json() as { id: string }).id;
  eventIds.set(slug, id);
  return id;
};
const freeEvent = (tools: MatrixTools) => eventIdOf(tools, TICKET_DEMO_SLUGS.free);
const ticketOf = async (tools: MatrixTools, eventId: string): Promise<string> => {
  const res = await tools.callAs('admin', 'GET', `/api/events/${eventId}/ticket-availability`);
  return (res.json() as { tickets: { ticketId: string }[] }).tickets[0]!.ticketId;
};
const buyer = (label: string) => ({ buyerName: `Matrix ${label}`, buyerEmail: 'matrix@example.nl' });

/** A fresh free order of the participant; returns its id. */
const participantOrder = async (tools: MatrixTools): Promise<string> => {
  const eventId = await freeEvent(tools);
  const res = await tools.callAs('participant', 'POST', `/api/events/${eventId}/ticket-orders`, {
    ticketId: await ticketOf(tools, eventId),
    quantity: 1,
    ...buyer('deelnemer'),
  });
  if (res.statusCode !== 201) throw new Error(`could not order: ${res.body}`);
  return (res.json() as { orderId: string }).orderId;
};

/** The almost sold-out event made sold out: the admin holds its last seat (a pending paid order). */
let adminHold: string | null = null;
const soldOut = async (tools: MatrixTools): Promise<string> => {
  const eventId = await eventIdOf(tools, TICKET_DEMO_SLUGS.almostSoldOut);
  if (!adminHold) {
    const res = await tools.callAs('admin', 'POST', `/api/events/${eventId}/ticket-orders`, {
      ticketId: await ticketOf(tools, eventId),
      quantity: 1,
      ...buyer('admin'),
    });
    adminHold = (res.json() as { orderId: string }).orderId;
  }
  return eventId;
};

/** The participant's waitlist entry on the sold-out event (joined again when a row made them leave). */
const participantEntry = async (tools: MatrixTools): Promise<string> => {
  const eventId = await soldOut(tools);
  const ticketId = await ticketOf(tools, eventId);
  await tools.callAs('participant', 'POST', `/api/events/${eventId}/waitlist`, { ticketId, quantity: 1 });
  const res = await tools.callAs('participant', 'GET', `/api/events/${eventId}/ticket-availability`);
  return (res.json() as { tickets: { waitlist: { entryId: string } | null }[] }).tickets[0]!.waitlist!
    .entryId;
};

/** An offer to the participant: first in line when the admin cancels the held seat. */
let offerToken: string | null = null;
const participantOffer = async (tools: MatrixTools): Promise<string> => {
  if (offerToken) return offerToken;
  await participantEntry(tools);
  await tools.callAs('admin', 'POST', `/api/ticket-orders/${adminHold}/cancel`);
  const mail = await tools.mailTo('participant', 'ticket_waitlist_offer');
  offerToken = linkIn(mail?.text ?? '', 'http').searchParams.get('waitlistOffer') ?? 'geen-aanbod-gevonden';
  return offerToken;
};

/** `eventId|ticketId` for rows whose body names the ticket. */
const withTicket = (event: (tools: MatrixTools) => Promise<string>) => async (tools: MatrixTools) => {
  const eventId = await event(tools);
  return `${eventId}|${await ticketOf(tools, eventId)}`;
};
const eventPart = (prepared: string) => prepared.split('|')[0];
const ticketPart = (prepared: string) => prepared.split('|')[1];

const byEvent = (path: string) => ({
  url: ({ prepared }: { prepared: string }) => `/api/events/${eventPart(prepared)}/${path}`,
  route: `/api/events/{eventId}/${path}`,
});

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'buy a ticket',
    method: 'POST',
    ...byEvent('ticket-orders'),
    prepare: withTicket(freeEvent),
    payload: ({ persona, prepared }) => ({ ticketId: ticketPart(prepared), quantity: 1, ...buyer(persona) }),
    allowed: 'signed-in',
    anonymousRefusal: 'ticket_login_required',
  },
  {
    action: 'an order with its tickets',
    method: 'GET',
    url: ({ prepared }) => `/api/ticket-orders/${prepared}`,
    route: '/api/ticket-orders/{orderId}',
    prepare: participantOrder,
    allowed: ORDER_SEERS,
    refusal: 'ticket_order_not_found',
  },
  {
    action: "an order's calendar file",
    method: 'GET',
    url: ({ prepared }) => `/api/ticket-orders/${prepared}/ics`,
    route: '/api/ticket-orders/{orderId}/ics',
    prepare: participantOrder,
    allowed: ['participant'],
    refusal: 'ticket_order_not_found',
  },
  {
    action: 'cancel an order',
    method: 'POST',
    url: ({ prepared }) => `/api/ticket-orders/${prepared}/cancel`,
    route: '/api/ticket-orders/{orderId}/cancel',
    prepare: participantOrder,
    allowed: ORDER_SEERS,
    refusal: 'ticket_order_not_found',
  },
  {
    action: 'my tickets',
    method: 'GET',
    url: '/api/me/tickets?page=1',
    route: '/api/me/tickets',
    allowed: 'signed-in',
  },
  {
    action: 'join a waitlist',
    method: 'POST',
    ...byEvent('waitlist'),
    prepare: withTicket(soldOut),
    payload: ({ prepared }) => ({ ticketId: ticketPart(prepared), quantity: 1 }),
    allowed: 'signed-in',
    anonymousRefusal: 'ticket_login_required',
  },
  {
    action: 'a waitlist offer',
    method: 'GET',
    url: ({ prepared }) => `/api/waitlist-offers/${prepared}`,
    route: '/api/waitlist-offers/{token}',
    prepare: participantOffer,
    allowed: ['participant'],
    refusal: 'waitlist_offer_invalid',
  },
  {
    action: 'leave a waitlist',
    method: 'DELETE',
    url: ({ prepared }) =>
      `/api/events/${eventIds.get(TICKET_DEMO_SLUGS.almostSoldOut)}/waitlist/${prepared}`,
    route: '/api/events/{eventId}/waitlist/{entryId}',
    prepare: participantEntry,
    allowed: ['participant'],
    refusal: 'not_found',
  },
  {
    action: 'ticket sales of an event',
    method: 'GET',
    ...byEvent('ticket-sales'),
    prepare: freeEvent,
    ...manage,
  },
  {
    action: 'orders of an event',
    method: 'GET',
    ...byEvent('ticket-orders'),
    prepare: freeEvent,
    ...manage,
  },
  {
    action: 'attendees as CSV',
    method: 'GET',
    ...byEvent('attendees.csv'),
    prepare: freeEvent,
    ...manage,
  },
  {
    action: 'check a ticket in',
    method: 'POST',
    ...byEvent('check-in'),
    prepare: freeEvent,
    payload: { code: 'ABCDE-12345' },
    ...manage,
  },
];
