import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext } from './support/test';
import { seededMemberEmail } from './support/members';
import { createTicketedEvent, pageAs, signInRequest, TICKET_ORGANISER } from './support/ticketEvents';

type OrderStarted = { orderId: string };
type OrderView = { tickets: { displayCode: string; holderName: string }[] };

/**
 * Issue 14: the organiser sees an event's sales and orders, checks an attendee in by typing the code (the
 * second time says 'Al ingecheckt'), and downloads the attendee CSV.
 */
test('an organiser checks an attendee in at the door and exports the attendees', async ({
  browser,
  request,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const attendee = seededMemberEmail(mobile ? 15 : 14);
  const stamp = `inchecken${info.project.name}${Date.now()}`;
  const title = `Avond met ${stamp}`;
  const event = await createTicketedEvent(request, { title, price: 0, ticketName: 'Gratis toegang' });

  // The attendee registers through the API (the purchase itself is another journey).
  const baseURL = info.project.use.baseURL ?? '';
  const buyer = await playwrightRequest.newContext({ baseURL });
  await signInRequest(buyer, attendee);
  const started = await buyer.post(`/api/events/${event.id}/ticket-orders`, {
    headers: { origin: new URL(baseURL).origin },
    data: {
      ticketId: await firstTicketId(buyer, event.id),
      quantity: 1,
      buyerName: 'Ilse Incheck',
      buyerEmail: attendee,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { orderId } = (await started.json()) as OrderStarted;
  const order = (await (await buyer.get(`/api/ticket-orders/${orderId}`)).json()) as OrderView;
  const code = order.tickets[0]!.displayCode;
  await buyer.dispose();

  // The organiser finds the tickets page from the event's row actions.
  const page = await pageAs(browser, TICKET_ORGANISER, mobile);
  await page.goto(`/dashboard/evenementen?q=${stamp}`);
  const row = page.getByTestId('dashboard-event-row').filter({ hasText: title });
  await row.getByTestId('event-actions-menu').click();
  await page.getByTestId('event-action-tickets').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/evenementen/${event.id}/tickets$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByTestId('sales-sold')).toHaveText('1');
  await expect(page.getByTestId('organiser-order-row')).toContainText('Ilse Incheck');

  // Typing the code checks the holder in; focus stays for the next code.
  const input = page.getByLabel('Typ of scan de ticketcode');
  await input.fill(code.toLowerCase());
  await input.press('Enter');
  const result = page.getByTestId('check-in-result');
  await expect(result).toHaveAttribute('data-result', 'checked_in');
  await expect(result).toContainText('Ingecheckt: Ilse Incheck');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await input.fill(code);
  await input.press('Enter');
  await expect(result).toHaveAttribute('data-result', 'already');
  await expect(result).toContainText(/Al ingecheckt om \d{2}:\d{2}/);
  await input.fill('ZZZZZ-ZZZZZ');
  await input.press('Enter');
  await expect(result).toContainText('Onbekende code');
  await expect(page.getByTestId('sales-checked-in')).toHaveText('1 / 1');

  // The attendee list downloads as CSV with the holder in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteer CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('Ilse Incheck');
  await page.context().close();
});

const firstTicketId = async (request: APIRequestContext, eventId: string) => {
  const response = await request.get(`/api/events/${eventId}/ticket-availability`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tickets: { ticketId: string }[] }).tickets[0]!.ticketId;
};
