import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

const ADMIN_EMAIL = 'admin@demo.kring.test';
const ADMIN_PASSWORD = 'kring-demo-2026';

export type Mail = { subject: string; text: string; html: string };

type EmailLogRow = { id: string; subject: string };
type EmailLogList = { items: EmailLogRow[] };
type EmailLogDetail = { subject: string; text: string | null; html: string | null };

/**
 * The newest mail of `kind` to `to`, read through the admin e-mail log API (GET /api/admin/email-logs) in a
 * separate request context signed in as the demo admin, so the caller's own session stays untouched. Waits a
 * few seconds for the mail to arrive (it is written after the request that caused it answered).
 * `request` is the caller's context; it is not used for the admin session on purpose.
 */
export const latestMail = async (
  request: APIRequestContext,
  { to, kind }: { to: string; kind: string },
): Promise<Mail> => {
  void request;
  const baseURL = test.info().project.use.baseURL ?? '';
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await admin.post('/api/auth/sign-in', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(signIn.status(), 'admin sign-in for the mailbox').toBe(200);

    const query = new URLSearchParams({ to: to.toLowerCase(), kind, page: '1', pageSize: '1' });
    let id: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await admin.get(`/api/admin/email-logs?${query.toString()}`);
          if (!res.ok()) return `HTTP ${res.status()}`;
          id = ((await res.json()) as EmailLogList).items[0]?.id;
          return id ? 'found' : 'none yet';
        },
        { message: `mail ${kind} to ${to}`, timeout: 10_000 },
      )
      .toBe('found');

    const detail = await admin.get(`/api/admin/email-logs/${id}`);
    expect(detail.status(), 'e-mail log detail').toBe(200);
    const mail = (await detail.json()) as EmailLogDetail;
    return { subject: mail.subject, text: mail.text ?? '', html: mail.html ?? '' };
  } finally {
    await admin.dispose();
  }
};
