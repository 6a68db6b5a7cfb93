import { expect, test } from './support/test';
import { latestMail } from './support/mailbox';
import { seededMemberEmail } from './support/members';
import { createTicketedEvent, pageAs } from './support/ticketEvents';

/**
 * Issue 14: when an event sells out, the next buyer joins the waitlist; a cancellation frees the seat and
 * the first in line gets a mail with a 24-hour link that buys it. Each project takes its own event and
 * members (10–11 desktop, 12–13 mobile), so the parallel runs never share a seat.
 */
test('a sold-out event offers the freed seat to the first on the waitlist', async ({
  browser,
  request,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const first = seededMemberEmail(mobile ? 12 : 10);
  const second = seededMemberEmail(mobile ? 13 : 11);
  const title = `Kleine kring met één plek (${info.project.name} ${Date.now()})`;
  const event = await createTicketedEvent(request, {
    title,
    price: 0,
    ticketName: 'Vrije toegang',
    maxParticipants: 1,
  });
  const eventPath = `/evenement/${event.slug}`;

  // The first member takes the last seat with one click.
  const buyer = await pageAs(browser, first, mobile);
  await buyer.goto(eventPath);
  const purchase = buyer.getByTestId('ticket-purchase');
  await expect(purchase.getByTestId('ticket-seats')).toHaveText('Nog 1 plaats');
  await purchase.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(buyer).toHaveURL(/\/ticket-success\?order=/);
  await expect(buyer.getByTestId('issued-ticket')).toHaveCount(1);

  // The second finds it sold out and joins the waitlist.
  const waiting = await pageAs(browser, second, mobile);
  await waiting.goto(eventPath);
  const block = waiting.getByTestId('ticket-purchase');
  await expect(block.getByTestId('ticket-seats')).toHaveText('Uitverkocht');
  await block.getByRole('button', { name: 'Op de wachtlijst' }).click();
  await expect(block.getByText('Je staat op de wachtlijst (plek 1)')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Van de wachtlijst af' })).toBeVisible();

  // The first member cancels; the seat goes to the waitlist.
  await buyer.getByTestId('ticket-order-cancel').click();
  await buyer.getByTestId('ticket-order-cancel-confirm').click();
  await expect(buyer.getByTestId('ticket-order-status')).toHaveText('Geannuleerd');
  await expect(buyer.getByTestId('ticket-order-closed')).toBeVisible();

  // The offer mail links back to the event page with the offer token.
  const mail = await latestMail(request, { to: second, kind: 'ticket_waitlist_offer' });
  expect(mail.subject).toContain(title);
  const link = /https?:\/\/[^\s"<>]+\?waitlistOffer=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, 'offer link in the mail').toBeTruthy();
  const url = new URL(link!);
  await waiting.goto(`${url.pathname}${url.search}`);
  const offer = waiting.getByTestId('waitlist-offer');
  await expect(offer).toContainText('Er is een plek vrij voor jou — geldig tot');
  await offer.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(waiting).toHaveURL(/\/ticket-success\?order=/);
  await expect(waiting.getByTestId('ticket-order-status')).toHaveText('Betaald');
  await expect(waiting.getByTestId('issued-ticket')).toHaveCount(1);

  // The used link now explains itself instead of selling again.
  await waiting.goto(`${url.pathname}${url.search}`);
  await expect(waiting.getByTestId('waitlist-offer-closed')).toBeVisible();

  await buyer.context().close();
  await waiting.context().close();
});
