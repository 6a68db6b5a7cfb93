import { expect, type APIRequestContext } from '@playwright/test';

export type Mail = {
  subject: string;
  text: string;
  html: string;
  /** Names and types of the attached files (issue 14: invoice PDF, ticket .ics). */
  attachments?: { filename: string; contentType: string }[];
};

/**
 * The newest mail of `kind` to `to`, read through the test-only outbox reader (GET /api/test/outbox, mounted
 * only when NODE_ENV=test, as the e2e server runs): the admin e-mail log masks the tokens of mailed links, so
 * it cannot give a journey a working link. Waits a few seconds for the mail (it is written after the request
 * that caused it answered).
 */
export const latestMail = async (
  request: APIRequestContext,
  { to, kind }: { to: string; kind: string },
): Promise<Mail> => {
  const query = new URLSearchParams({ to: to.toLowerCase(), kind });
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/test/outbox?${query.toString()}`);
        if (res.status() === 404) return 'none yet';
        if (!res.ok()) return `HTTP ${res.status()}`;
        mail = (await res.json()) as Mail;
        return 'found';
      },
      { message: `mail ${kind} to ${to}`, timeout: 10_000 },
    )
    .toBe('found');
  if (!mail) throw new Error(`no mail ${kind} to ${to}`);
  return mail;
};
