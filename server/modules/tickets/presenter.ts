import type { z } from 'zod';
import { formatTicketCode } from '../../../core/domain/tickets';
import type {
  IssuedTicketView,
  MyTicketRow,
  OrganiserOrderRow,
  TicketEventSummary,
  TicketOrderView,
} from '../../../core/schemas/tickets';
import { qrSvg } from './codes';
import type { OrderRow } from './queries';
import type { OrderViewRow } from './queriesViews';

/** API shapes of the tickets module (core/schemas/tickets.ts). */

type EventSummaryRow = {
  id: string;
  slug: string;
  title: string;
  startDate: Date;
  endDate: Date | null;
  locationName: string | null;
  city: string | null;
  imageUrl: string | null;
};

const cents = (n: number) => Math.round(n * 100) / 100;

export const presentEventSummary = (e: EventSummaryRow): z.infer<typeof TicketEventSummary> => ({
  id: e.id,
  slug: e.slug || null,
  title: e.title,
  startDate: e.startDate.toISOString(),
  endDate: e.endDate?.toISOString() ?? null,
  locationName: e.locationName,
  city: e.city,
  imageUrl: e.imageUrl,
});

export const totalOf = (order: Pick<OrderRow, 'amountExclVat' | 'vatAmount'>) =>
  cents(order.amountExclVat + order.vatAmount);

type IssuedRow = {
  id: string;
  code: string;
  holderName: string;
  status: 'valid' | 'canceled';
  checkedInAt: Date | null;
};

export const presentIssued = async (row: IssuedRow): Promise<IssuedTicketView> => ({
  id: row.id,
  code: row.code,
  displayCode: formatTicketCode(row.code),
  holderName: row.holderName,
  status: row.status,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  qrSvg: row.status === 'valid' ? await qrSvg(row.code) : '',
});

export const presentOrder = async (
  view: OrderViewRow,
  issued: readonly IssuedRow[],
  canCancel: boolean,
): Promise<TicketOrderView> => {
  const o = view.order;
  return {
    id: o.id,
    status: o.status,
    event: presentEventSummary(view.event),
    ticketName: view.ticketName,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    amount: o.amountExclVat,
    vatAmount: o.vatAmount,
    total: totalOf(o),
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    holdExpiresAt: o.status === 'pending' ? (o.holdExpiresAt?.toISOString() ?? null) : null,
    paidAt: o.paidAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    tickets: await Promise.all(issued.map(presentIssued)),
    invoiceId: view.invoiceId,
    canCancel,
  };
};

export const presentMyRow = (row: {
  order: OrderRow;
  ticketName: string;
  event: EventSummaryRow;
  isPast: boolean;
}): z.infer<typeof MyTicketRow> => ({
  orderId: row.order.id,
  status: row.order.status,
  event: presentEventSummary(row.event),
  ticketName: row.ticketName,
  quantity: row.order.quantity,
  total: totalOf(row.order),
  createdAt: row.order.createdAt.toISOString(),
  isPast: row.isPast,
});

export const presentOrganiserRow = (row: {
  order: OrderRow;
  ticketName: string;
  checkedIn: number;
}): z.infer<typeof OrganiserOrderRow> => ({
  id: row.order.id,
  status: row.order.status,
  ticketName: row.ticketName,
  quantity: row.order.quantity,
  total: totalOf(row.order),
  buyerName: row.order.buyerName,
  buyerEmail: row.order.buyerEmail,
  paidAt: row.order.paidAt?.toISOString() ?? null,
  createdAt: row.order.createdAt.toISOString(),
  checkedIn: row.checkedIn,
});
