import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { emailOutbox } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Test helpers for the accounts API: JSON posts, the outbox, tokens from mailed links, the session cookie. */
export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...extra });

export const latestMail = async (t: TestApp, to: string, kind: string) => {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
};

export const mailsTo = async (t: TestApp, to: string, kind: string) =>
  t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

/** The first link in a mail's text that starts with `prefix`. */
export const linkIn = (text: string, prefix: string): URL => {
  const match = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(match);
};

export const SESSION_COOKIE = 'kring.session_token';

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export const sessionCookieFrom = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} in ${JSON.stringify(res.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
};
