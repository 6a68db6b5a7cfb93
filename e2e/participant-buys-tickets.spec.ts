import { expect, test } from './support/test';
import { latestMail } from './support/mailbox';
import { DEMO } from './support/signIn';
import { createTicketedEvent, pageAs } from './support/ticketEvents';

/**
 * Issue 14 "Done when": a participant buys two paid tickets on the built-in test checkout, lands on
 * /ticket-success with two QR tickets, gets the ticket mail with its .ics, and finds the order on
 * /dashboard/tickets. Each project buys for its own event, so the parallel runs never share seats.
 */
test('a participant buys two tickets, pays on the test checkout and gets them on screen and by mail', async ({
  browser,
  request,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const title = `Klankschalen-avond (${info.project.name} ${Date.now()})`;
  const event = await createTicketedEvent(request, { title, price: 25, ticketName: 'Regulier' });

  const page = await pageAs(browser, DEMO.participant, mobile);
  await page.goto(`/evenement/${event.slug}`);
  const block = page.getByTestId('ticket-purchase');
  await expect(block.getByText('Regulier')).toBeVisible();
  await expect(block.getByTestId('ticket-type')).toContainText('€ 25,00');
  await block.getByRole('button', { name: 'Eén ticket meer' }).click();
  await expect(block.getByTestId('ticket-quantity')).toHaveValue('2');
  await expect(block.getByTestId('ticket-order-total')).toHaveText('Totaal € 50,00 excl. btw');
  // Name and e-mail come from the account; the name on the tickets can be changed.
  await expect(block.getByLabel('E-mailadres')).toHaveValue(DEMO.participant);
  await block.getByLabel('Naam op de tickets').fill('Demi de Deelnemer');
  await block.getByRole('button', { name: 'Tickets bestellen' }).click();

  // The test checkout shows what is bought, then pays.
  await expect(page.getByRole('button', { name: 'Betaling voltooien' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).toContainText('€ 60,50');
  await page.getByRole('button', { name: 'Betaling voltooien' }).click();

  await expect(page).toHaveURL(/\/ticket-success\?order=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Je tickets zijn besteld' })).toBeVisible();
  await expect(page.getByTestId('ticket-order-status')).toHaveText('Betaald');
  await expect(page.getByTestId('ticket-order-total')).toHaveText('€ 60,50');
  const tickets = page.getByTestId('issued-ticket');
  await expect(tickets).toHaveCount(2);
  for (const ticket of await tickets.all()) {
    await expect(ticket.getByTestId('ticket-qr').locator('svg')).toBeVisible();
    await expect(ticket.getByTestId('ticket-code')).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await expect(ticket).toContainText('Demi de Deelnemer');
  }
  await expect(page.getByTestId('ticket-mailed')).toHaveText(
    `We hebben je tickets ook gemaild naar ${DEMO.participant}`,
  );
  const ics = await page.request.get((await page.getByTestId('ticket-ics').getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  // The ticket mail carries the event as .ics.
  const mail = await latestMail(request, { to: DEMO.participant, kind: 'ticket_confirmation' });
  expect(mail.subject).toBe(`Je tickets voor ${title}`);
  expect(
    mail.attachments?.some((a) => a.filename.endsWith('.ics') && a.contentType.startsWith('text/calendar')),
  ).toBe(true);

  // The order is listed under Mijn tickets and opens the same page.
  await page.goto('/dashboard/tickets');
  const row = page.getByTestId('my-ticket-row').filter({ hasText: title });
  await expect(row).toContainText('2 × Regulier · € 60,50');
  await row.click();
  await expect(page).toHaveURL(/\/ticket-success\?order=/);
  await expect(page.getByTestId('issued-ticket')).toHaveCount(2);
  await page.context().close();
});
