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

export type MatrixRow = {
  /** What the call does, for the test name. */
  action: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** OpenAPI path when `url` fills in parameters, e.g. '/api/me/sessions/{id}'. */
  route?: string;
  /** A body the allowed personas may send without lasting harm (invalid is fine: 400 still proves access). */
  payload?: Record<string, unknown>;
  /** Who gets through: listed personas, any signed-in persona, or everybody. */
  allowed: readonly Persona[] | 'signed-in';
  /** The 403 signed-in personas outside `allowed` get; default 'forbidden'. */
  refusal?: ErrorCode;
  /** The 401 anonymous gets; default 'unauthenticated' (e.g. favourites: 'favorite_login_required'). */
  anonymousRefusal?: ErrorCode;
};

export const SIGNED_IN: readonly Persona[] = PERSONAS.filter((p) => p !== 'anonymous');
export const ORGANISATION_PERSONAS: readonly Persona[] = ['organization', 'organization_premium', 'admin'];
export const VENUE_PERSONAS: readonly Persona[] = ['venue', 'admin'];
export const PROFESSIONAL_PERSONAS: readonly Persona[] = ['professional', 'admin'];
export const ADMIN_PERSONAS: readonly Persona[] = ['admin'];
