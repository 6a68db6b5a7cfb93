import type { z } from 'zod';
import type {
  SessionUserDto,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
} from '@core/schemas/accounts';
import { apiFetch } from '@web/lib/api';

export type SignUpResult = z.infer<typeof SignUpResponse>;
export type SignInResult = z.infer<typeof SignInResponse>;

/** Spec §9: auth calls time out after 5 s instead of the default 10 s. */
const AUTH_TIMEOUT_MS = 5_000;

/** POST /api/auth/sign-up → 201; 409 `email_already_registered`. */
export const postSignUp = (body: SignUpBody): Promise<SignUpResult> =>
  apiFetch<SignUpResult>('/api/auth/sign-up', { method: 'POST', body });

/** POST /api/auth/sign-in → user, or `twoFactorRequired` when a TOTP challenge must follow. */
export const postSignIn = (body: SignInBody): Promise<SignInResult> =>
  apiFetch<SignInResult>('/api/auth/sign-in', { method: 'POST', body, timeoutMs: AUTH_TIMEOUT_MS });

/** POST /api/auth/two-factor/verify with the 6-digit code of the authenticator app. */
export const postTwoFactorCode = (code: string): Promise<{ user?: SessionUserDto | null } | undefined> =>
  apiFetch('/api/auth/two-factor/verify', { method: 'POST', body: { code }, timeoutMs: AUTH_TIMEOUT_MS });

export const postSignOut = (): Promise<void> =>
  apiFetch<void>('/api/auth/sign-out', { method: 'POST', body: {}, timeoutMs: AUTH_TIMEOUT_MS });

/** POST /api/auth/verify-email → 200; 400 `verification_invalid`. */
export const postVerifyEmail = (token: string): Promise<unknown> =>
  apiFetch('/api/auth/verify-email', { method: 'POST', body: { token } });

/** POST /api/auth/resend-verification → 202 whether or not the address is known. */
export const postResendVerification = (email: string): Promise<unknown> =>
  apiFetch('/api/auth/resend-verification', { method: 'POST', body: { email } });

/** POST /api/auth/forgot-password → 202 always (no account enumeration). */
export const postForgotPassword = (email: string): Promise<unknown> =>
  apiFetch('/api/auth/forgot-password', { method: 'POST', body: { email } });

/** POST /api/auth/reset-password → 200; 400 `reset_token_invalid`. */
export const postResetPassword = (body: { token: string; password: string }): Promise<unknown> =>
  apiFetch('/api/auth/reset-password', { method: 'POST', body });
