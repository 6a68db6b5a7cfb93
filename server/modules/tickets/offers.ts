import { WAITLIST_OFFER_HOURS } from '../../../core/domain/tickets';
import type { AppContext } from '../../http/context';
import type { MailMessage } from '../../integrations/mail';
import { newOfferToken } from './codes';
import { waitlistOfferMail } from './mail';
import { noticeWaitlistOffer } from './notices';
import { type TicketEventRow, type Tx, lockEvent, selectTicketSeats } from './queries';
import { selectWaitingQueue, updateEntry } from './queriesWaitlist';
import { salesOpen, seatsOf } from './seats';

export type Ctx = Pick<AppContext, 'db' | 'mail' | 'config' | 'logger'>;
/** Mails are built in the transaction and sent after it commits; a failed delivery is logged by the sender. */
export type Outbox = Array<() => Promise<MailMessage>>;

export const sendOutbox = async (ctx: Pick<Ctx, 'mail' | 'logger'>, outbox: Outbox): Promise<void> => {
  for (const build of outbox) {
    try {
      await ctx.mail.send(await build());
    } catch (err) {
      ctx.logger.error({ err }, 'ticket mail could not be built or sent');
    }
  }
};

/** A request's mails: sent behind its answer (ctx.background), so rendering QR codes never delays a buyer. */
export type RequestCtx = Ctx & Pick<AppContext, 'background'>;
export const sendOutboxLater = (ctx: RequestCtx, outbox: Outbox): void => {
  if (outbox.length > 0) ctx.background.run('ticket mails', () => sendOutbox(ctx, outbox));
};

const QUEUE_LOOKAHEAD = 50;
const MAX_OFFERS_PER_RUN = 50;

/**
 * Seats came free (an order expired, was cancelled or refunded; an offer expired): while sales are open, the
 * first waiting entry of each ticket whose quantity fits the seats left becomes 'offered' with an unguessable
 * token for WAITLIST_OFFER_HOURS, and gets a mail; then the next, while seats remain. The caller holds the
 * event lock (lockEvent) in `tx`; the mails go into `outbox`.
 */
export const offerFreedSeats = async (
  ctx: Ctx,
  tx: Tx,
  event: TicketEventRow,
  now: Date,
  outbox: Outbox,
): Promise<number> => {
  if (!salesOpen(event, now)) return 0;
  let offered = 0;
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000);
  for (let round = 0; round < MAX_OFFERS_PER_RUN; round += 1) {
    const rows = await selectTicketSeats(tx, event.id, now);
    let madeOffer = false;
    for (const row of rows) {
      if (!row.isActive) continue;
      const left = seatsOf(event, rows, row);
      if (left === 0) continue;
      const queue = await selectWaitingQueue(tx, row.id, QUEUE_LOOKAHEAD);
      const next = queue.find((e) => left === null || e.quantity <= left);
      if (!next) continue;
      const token = newOfferToken();
      await updateEntry(tx, next.id, {
        status: 'offered',
        offerToken: token,
        offeredAt: now,
        offerExpiresAt: expiresAt,
      });
      await noticeWaitlistOffer(tx, next, event, token, expiresAt);
      outbox.push(async () =>
        waitlistOfferMail({
          publicUrl: ctx.config.publicUrl,
          to: next.email,
          name: next.name,
          event,
          ticketName: row.name,
          quantity: next.quantity,
          token,
          expiresAt,
        }),
      );
      offered += 1;
      madeOffer = true;
      break; // seats changed: count again
    }
    if (!madeOffer) break;
  }
  return offered;
};

/** Lock the event and offer its free seats (after a change that freed them). */
export const offerFreedSeatsOf = async (
  ctx: Ctx,
  tx: Tx,
  eventId: string,
  now: Date,
  outbox: Outbox,
): Promise<number> => {
  const event = await lockEvent(tx, eventId);
  return event ? offerFreedSeats(ctx, tx, event, now, outbox) : 0;
};
