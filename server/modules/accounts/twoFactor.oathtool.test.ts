import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { cookieFrom, post, sessionCookieFrom, signUpVerified, totpCode } from './testing';

/**
 * Interoperability with an independent TOTP implementation (Debian's `oathtool`, installed by `.ci/run`):
 * the secret we show, fed to oathtool, yields codes we accept.
 */
const run = promisify(execFile);
/** Overridable so the skip/fail path can be exercised (`OATHTOOL_BIN=/nonexistent`). */
const OATHTOOL = process.env.OATHTOOL_BIN ?? 'oathtool';
const hasOathtool = await run(OATHTOOL, ['--version']).then(
  () => true,
  () => false,
);
// Skipping is only allowed outside CI: on CI a missing oathtool must fail the suite, not hide the test.
const skip = !hasOathtool && !process.env.CI;
if (skip)
  console.warn('SKIPPED oathtool interop test: `oathtool` is not installed (apt-get install oathtool).');

/** The code oathtool computes for a base32 secret at a moment (`-N @epoch`). */
const oathtool = async (secret: string, atMs: number): Promise<string> => {
  const { stdout } = await run(OATHTOOL, ['--totp', '-b', secret, '-N', `@${Math.floor(atMs / 1000)}`]);
  return stdout.trim();
};

describe.skipIf(skip)(`TOTP interop with oathtool${skip ? ' (skipped: oathtool not installed)' : ''}`, () => {
  let t: TestApp;
  const PUBLIC_URL = 'http://localhost:3000';
  const headers = (cookie: string) => ({ headers: { origin: PUBLIC_URL, cookie } });
  const email = 'oath@example.nl';
  const password = 'oath-toolkit-26';

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    await signUpVerified(t, PUBLIC_URL, { email, password });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('oathtool is installed (required on CI)', () => {
    expect(hasOathtool).toBe(true);
  });

  it('accepts oathtool codes for activation and for the sign-in challenge', async () => {
    const signIn = () =>
      post(t, '/api/auth/sign-in', { email, password }, { headers: { origin: PUBLIC_URL } });
    let cookie = sessionCookieFrom(await signIn());
    const enroll = await post(t, '/api/me/two-factor/enroll', { password }, headers(cookie));
    expect(enroll.statusCode, enroll.body).toBe(200);
    const { secret } = enroll.json() as { secret: string };

    const now = Date.now();
    const first = await oathtool(secret, now);
    // Our RFC 6238 test helper and oathtool agree, so the other tests' codes are real TOTP codes too.
    expect(totpCode(secret, now)).toBe(first);
    const activate = await post(t, '/api/me/two-factor/activate', { code: first }, headers(cookie));
    expect(activate.statusCode, activate.body).toBe(200);
    cookie = sessionCookieFrom(activate);
    expect((await post(t, '/api/auth/sign-out', {}, headers(cookie))).statusCode).toBe(204);

    const challenge = await signIn();
    expect(challenge.json()).toEqual({ user: null, twoFactorRequired: true });
    // A different code than the one already used, taken at the moment of verifying (the clock may have
    // crossed a 30-second step since `now`): the current step's code, or the next step's (accepted as drift)
    // when the current one is still the code used for activation.
    const verifyAt = Date.now();
    const current = await oathtool(secret, verifyAt);
    const second = current !== first ? current : await oathtool(secret, verifyAt + 30_000);
    const verify = await post(
      t,
      '/api/auth/two-factor/verify',
      { code: second },
      headers(cookieFrom(challenge, 'kring.two_factor')),
    );
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().user).toMatchObject({ email, twoFactorEnabled: true });
  });
});
