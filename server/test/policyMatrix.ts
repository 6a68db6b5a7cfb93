import type { LightMyRequestResponse } from 'fastify';
import type { ErrorCode } from '../../core/errors';

/**
 * The role × endpoint matrix (spec §6, issue 3): every module lists its non-public endpoints in
 * `server/modules/<module>/policy.matrix.ts`, and `policyMatrix.test.ts` calls each one as every persona.
 */
export const PERSONAS = [
  'anonymous',
  'participant',
  'organization',
  'organization_premium',
  'professional',
  'venue',
  'admin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** The seeded demo account behind each signed-in persona. */
export const PERSONA_EMAILS: Record<Exclude<Persona, 'anonymous'>, string> = {
  participant: 'deelnemer@demo.kring.test',
  organization: 'organisatie@demo.kring.test',
  organization_premium: 'organisatie-premium@demo.kring.test',
  professional: 'professional@demo.kring.test',
  venue: 'locatie@demo.kring.test',
  admin: 'admin@demo.kring.test',
};

export type SignedInPersona = Exclude<Persona, 'anonymous'>;

/** Real targets from the seeded database, looked up once before the matrix runs (policyMatrix.test.ts). */
export type MatrixSeed = {
  /** A published upcoming event: anyone reads it, counts a view, saves it. */
  publicEvent: { id: string; slug: string };
  /** Each signed-in persona's own account as its settings screen shows it (to save it back unchanged). */
  accounts: Record<
    SignedInPersona,
    {
      userId: string;
      fullName: string;
      username: string;
      isPublic: boolean;
      notificationPreferences: { type: string; email: boolean }[];
    }
  >;
  /** A seeded member who is none of the personas: the admin looks them up, suspends and reinstates them. */
  memberId: string;
  /** A logged e-mail (the admin's e-mail log). */
  emailLogId: string;
  /** Seeded profiles by slug (the demo organisations own 'de-ademhalte' and 'zielsgeluk-retreats'). */
  organizations: Record<string, string>;
  venues: Record<string, string>;
  /** Seeded professional profiles by slug (published). */
  professionals: Record<string, string>;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a row's `prepare` may use: the seed, and calls as any signed-in persona (with its current cookie). */
export type MatrixTools = {
  seed: MatrixSeed;
  callAs: (
    persona: SignedInPersona,
    method: HttpMethod,
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /** A fresh session of the persona (a second device), as `name=value` cookie. */
  signInAgain: (persona: SignedInPersona) => Promise<string>;
  /** The persona's address now (a row may have changed it). */
  mailAddress: (persona: SignedInPersona) => Promise<string>;
  /** The newest outbox mail of a kind to the persona's current address, or to an address. */
  mailTo: (to: SignedInPersona | string, kind: string) => Promise<{ text: string } | null>;
};

/** What `url` and `payload` functions see: who calls, the seed, and what `prepare` made for this call. */
export type MatrixCall = { persona: Persona; seed: MatrixSeed; prepared: string };

export type MatrixRow = {
  /** What the call does, for the test name. */
  action: string;
  method: HttpMethod;
  /** A fixed URL, or one per persona (their own event, their team) from the seed and `prepare`. */
  url: string | ((call: MatrixCall) => string);
  /** OpenAPI path when `url` fills in parameters, e.g. '/api/me/sessions/{id}'. Required when `url` is a function. */
  route?: string;
  /**
   * A VALID body (validation answers 400 before the service decides, so an invalid body proves nothing).
   * Calls that change state must be harmless to repeat per persona, or act on what `prepare` made.
   */
  payload?: Record<string, unknown> | ((call: MatrixCall) => unknown);
  /** Send a small PNG as multipart/form-data instead of `payload` (avatar and event image uploads). */
  upload?: 'image';
  /** Server-Sent Events: the test checks the status and headers, then closes the stream. */
  stream?: true;
  /**
   * Runs before the call, once per persona (anonymous too): makes what the call acts on (a fresh event to
   * trash, a token to confirm) and returns its id or token as `prepared`.
   */
  prepare?: (tools: MatrixTools, persona: Persona) => Promise<string>;
  /** The allowed call gives the persona a fresh session cookie (privilege change); later rows use that one. */
  rotatesSession?: true;
  /** The allowed call ends the persona's account: the row runs after every other row. */
  endsAccount?: true;
  /** An allowed persona must get a 2xx; a row that legitimately redirects names its 3xx status here. */
  expect?: 300 | 301 | 302 | 303 | 307 | 308;
  /** Who gets through: listed personas, any signed-in persona, or everybody. */
  allowed: readonly Persona[] | 'signed-in';
  /** The 403 signed-in personas outside `allowed` get; default 'forbidden'. */
  refusal?: ErrorCode;
  /** A persona the policy lets through but a business rule stops (e.g. 'one profile per account'): its code. */
  refusalFor?: Partial<Record<SignedInPersona, ErrorCode>>;
  /** The 401 anonymous gets; default 'unauthenticated' (e.g. favourites: 'favorite_login_required'). */
  anonymousRefusal?: ErrorCode;
  /** The text anonymous gets when the action words it itself (e.g. 'Je moet ingelogd zijn om te volgen.'). */
  anonymousMessage?: string;
};

export const SIGNED_IN: readonly Persona[] = PERSONAS.filter((p) => p !== 'anonymous');
export const ORGANISATION_PERSONAS: readonly Persona[] = ['organization', 'organization_premium', 'admin'];
export const VENUE_PERSONAS: readonly Persona[] = ['venue', 'admin'];
export const PROFESSIONAL_PERSONAS: readonly Persona[] = ['professional', 'admin'];
export const ADMIN_PERSONAS: readonly Persona[] = ['admin'];
