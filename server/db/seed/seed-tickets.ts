import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '../../../core/domain/tickets';
import { addDays, amsterdamDateOf, amsterdamInstant } from '../../../core/domain/weeklyHours';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  eventCategoryMapping,
  eventTickets,
  events,
  issuedTickets,
  organizationProfiles,
  ticketOrders,
} from '../schema';
import { uuidFor } from './data';
import { insertMany } from './insert';
import type { CatalogIds } from './seed-catalog';
import type { PeoplePlan } from './seed-people';
import type { ProfileIds } from './seed-profiles';

/**
 * Ticket sales in the demo (issue 14), three upcoming events of De Ademhalte (organisatie@demo.kring.test):
 * one with a paid ticket (€ 25, plenty of seats), one with a free ticket, and one with a paid ticket of 3 seats
 * of which 2 are sold (paid orders with issued tickets, never to deelnemer@), so the last seat and the waitlist
 * can be tried. Stable ids and slugs; published well before this month, so they never count against the
 * organisation's monthly publication limit.
 */
export const TICKET_DEMO_SLUGS = {
  paid: 'ademwerkavond-met-tickets',
  free: 'gratis-meditatieochtend',
  almostSoldOut: 'ijsbad-en-ademworkshop',
} as const;

const ORG = 'de-ademhalte';

/** A deterministic demo ticket code (the live ones come from crypto random). */
const demoCode = (key: number): string => {
  const hex = uuidFor('ticket-code', key).replace(/-/g, '');
  let code = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i += 1) {
    code += TICKET_CODE_ALPHABET[parseInt(hex.slice(i * 2, i * 2 + 2), 16) & 31];
  }
  return code;
};

type DemoEvent = {
  key: number;
  slug: string;
  title: string;
  shortDescription: string;
  inDays: number;
  time: string;
  ticket: { name: string; description: string; price: number; quantity: number };
  sold: number;
};

const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 1,
    slug: TICKET_DEMO_SLUGS.paid,
    title: 'Ademwerkavond met live muziek',
    shortDescription: 'Een avond verbonden ademwerk met live handpan en een rustige afsluiting.',
    inDays: 21,
    time: '19:30',
    ticket: { name: 'Entree', description: 'Inclusief thee en matje.', price: 25, quantity: 120 },
    sold: 0,
  },
  {
    key: 2,
    slug: TICKET_DEMO_SLUGS.free,
    title: 'Gratis meditatieochtend in het park',
    shortDescription: 'Een uur stilte en begeleide meditatie in het Oosterpark. Iedereen welkom.',
    inDays: 14,
    time: '09:00',
    ticket: {
      name: 'Gratis aanmelding',
      description: 'Neem een matje of kussen mee.',
      price: 0,
      quantity: 40,
    },
    sold: 0,
  },
  {
    key: 3,
    slug: TICKET_DEMO_SLUGS.almostSoldOut,
    title: 'IJsbad- en ademworkshop in kleine groep',
    shortDescription: 'Ademtechniek en een begeleid ijsbad, met maximaal drie deelnemers.',
    inDays: 28,
    time: '10:00',
    ticket: {
      name: 'Workshopplaats',
      description: 'Inclusief handdoek en warme soep.',
      price: 35,
      quantity: 3,
    },
    sold: 2,
  },
];

export const insertTicketDemo = async (
  tx: Db,
  plan: PeoplePlan,
  catalog: CatalogIds,
  ids: ProfileIds,
  now: Date,
): Promise<void> => {
  const organizer = plan.orgOwner.get(ORG);
  const organizationProfileId = ids.orgBySlug.get(ORG);
  const mainTypeId = catalog.categoryBySlug.get('workshoptraining');
  if (!organizer || !organizationProfileId || !mainTypeId) return;
  const deelnemer = plan.demo.get('deelnemer')?.id;
  const buyers = [...plan.members, ...plan.demo.values()].filter((p) => p.id !== deelnemer).slice(0, 2);
  const today = amsterdamDateOf(now);
  const publishedAt = new Date(now.getTime() - 45 * 86_400_000);

  const rows = DEMO_EVENTS.map((e) => {
    const start = amsterdamInstant(addDays(today, e.inDays), e.time);
    return {
      event: {
        id: uuidFor('ticket-event', e.key),
        slug: e.slug,
        title: e.title,
        shortDescription: e.shortDescription,
        description: `<p>${e.shortDescription}</p><p>Georganiseerd door De Ademhalte. Tickets bestel je hier op Kring.</p>`,
        location: 'De Ademhalte',
        address: 'Javastraat 12',
        city: 'Amsterdam',
        country: 'NL',
        latitude: 52.3632,
        longitude: 4.9401,
        organizerName: 'De Ademhalte',
        organizerId: organizer.id,
        organizationProfileId,
        mainTypeId,
        eventType: 'workshoptraining',
        createdInRole: 'organization' as const,
        price: e.ticket.price,
        startDate: start,
        endDate: new Date(start.getTime() + 2.5 * 3_600_000),
        eventDates: [start],
        status: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        maxParticipants: e.ticket.quantity,
      },
      ticket: {
        id: uuidFor('ticket-type', e.key),
        eventId: uuidFor('ticket-event', e.key),
        name: e.ticket.name,
        description: e.ticket.description,
        price: e.ticket.price,
        quantity: e.ticket.quantity,
        soldCount: e.sold,
        sortOrder: 0,
      },
      demo: e,
    };
  });
  await insertMany(
    tx,
    events,
    rows.map((r) => r.event),
  );
  await insertMany(
    tx,
    eventTickets,
    rows.map((r) => r.ticket),
  );
  await tx
    .update(organizationProfiles)
    .set({ eventCount: sql`${organizationProfiles.eventCount} + ${rows.length}` })
    .where(eq(organizationProfiles.id, organizationProfileId));
  await insertMany(
    tx,
    eventCategoryMapping,
    rows.map((r) => ({ eventId: r.event.id, categoryId: mainTypeId })),
  );

  const sold = rows.flatMap((r) =>
    Array.from({ length: r.demo.sold }, (_, i) => ({ r, buyer: buyers[i % buyers.length]!, i })),
  );
  await insertMany(
    tx,
    ticketOrders,
    sold.map(({ r, buyer, i }) => ({
      id: uuidFor('ticket-order', r.demo.key * 100 + i),
      eventId: r.event.id,
      ticketId: r.ticket.id,
      userId: buyer.id,
      quantity: 1,
      unitPrice: r.ticket.price,
      amountExclVat: r.ticket.price,
      vatAmount: Math.round(r.ticket.price * 21) / 100,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      status: 'paid' as const,
      paidAt: new Date(now.getTime() - (i + 2) * 86_400_000),
      createdAt: new Date(now.getTime() - (i + 2) * 86_400_000),
    })),
  );
  await insertMany(
    tx,
    issuedTickets,
    sold.map(({ r, buyer, i }) => ({
      orderId: uuidFor('ticket-order', r.demo.key * 100 + i),
      eventId: r.event.id,
      ticketId: r.ticket.id,
      userId: buyer.id,
      holderName: buyer.name,
      code: demoCode(r.demo.key * 100 + i),
    })),
  );
};
