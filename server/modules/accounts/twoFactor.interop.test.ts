import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { signUpVerified } from '../../test/accounts';
import { cookieFrom, post, sessionCookieFrom, totpCode } from '../../test/http';

/**
 * Interoperability with independent TOTP implementations: the secret we show, fed to an authenticator, yields
 * codes we accept. Always against the npm library `otpauth`; also against Debian's `oathtool` when the
 * machine has it (a bare machine does not, and `npm test` must pass there).
 */
const run = promisify(execFile);
const OATHTOOL = process.env.OATHTOOL_BIN ?? 'oathtool';
const hasOathtool = await run(OATHTOOL, ['--version']).then(
  () => true,
  () => false,
);

type CodeAt = (secret: string, atMs: number) => Promise<string>;

const otpauthCode: CodeAt = async (secret, atMs) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: atMs });

const oathtoolCode: CodeAt = async (secret, atMs) => {
  const { stdout } = await run(OATHTOOL, ['--totp', '-b', secret, '-N', `@${Math.floor(atMs / 1000)}`]);
  return stdout.trim();
};

const IMPLEMENTATIONS: readonly { name: string; code: CodeAt; available: boolean }[] = [
  { name: 'otpauth (npm)', code: otpauthCode, available: true },
  { name: 'oathtool', code: oathtoolCode, available: hasOathtool },
];

const PUBLIC_URL = 'http://localhost:3000';
const headers = (cookie: string) => ({ headers: { origin: PUBLIC_URL, cookie } });

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await t?.close();
});

describe.each(IMPLEMENTATIONS)('TOTP interop with $name', ({ name, code, available }) => {
  it.skipIf(!available)(`accepts ${name} codes for activation and for the sign-in challenge`, async () => {
    const email = `interop-${name.replace(/\W+/g, '')}@example.nl`;
    const password = 'authenticator-app-26';
    await signUpVerified(t, PUBLIC_URL, { email, password });
    const signIn = () =>
      post(t, '/api/auth/sign-in', { email, password }, { headers: { origin: PUBLIC_URL } });
    let cookie = sessionCookieFrom(await signIn());
    const enroll = await post(t, '/api/me/two-factor/enroll', { password }, headers(cookie));
    expect(enroll.statusCode, enroll.body).toBe(200);
    const { secret } = enroll.json() as { secret: string };

    const now = Date.now();
    const first = await code(secret, now);
    // Our RFC 6238 test helper agrees with the independent one, so the other tests' codes are real TOTP codes.
    expect(totpCode(secret, now)).toBe(first);
    const activate = await post(t, '/api/me/two-factor/activate', { code: first }, headers(cookie));
    expect(activate.statusCode, activate.body).toBe(200);
    cookie = sessionCookieFrom(activate);
    expect((await post(t, '/api/auth/sign-out', {}, headers(cookie))).statusCode).toBe(204);

    const challenge = await signIn();
    expect(challenge.json()).toEqual({ user: null, twoFactorRequired: true });
    // A code other than the one used for activation, taken when verifying (the clock may have crossed a
    // 30-second step since `now`): the current step's, or the next step's (accepted as drift).
    const verifyAt = Date.now();
    const current = await code(secret, verifyAt);
    const second = current !== first ? current : await code(secret, verifyAt + 30_000);
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
