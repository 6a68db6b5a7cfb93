import { type SQL, sql } from 'drizzle-orm';
import type { ReviewSubjectType } from '../../../core/schemas/reviews';

/**
 * The three review tables side by side: one module serves them, so every difference between organisation,
 * venue and professional reviews is written here once (table and column names are constants, never input).
 */
export type SubjectDef = {
  type: ReviewSubjectType;
  /** The profile table, its display name column and what makes a profile public. */
  profiles: SQL;
  name: SQL;
  isPublic: SQL;
  reviews: SQL;
  /** The review's column pointing at the profile. */
  subjectColumn: SQL;
  replies: SQL;
  /** organisation and professional reviews keep the latest reply on the review (null = unanswered). */
  hasReplyColumn: boolean;
  /** Organisation reviews have a title and are about one event. */
  hasTitle: boolean;
  hasEvent: boolean;
  url: (slug: string) => string;
};

export const SUBJECTS: Record<ReviewSubjectType, SubjectDef> = {
  organization: {
    type: 'organization',
    profiles: sql.raw('organization_profiles'),
    name: sql.raw('s.organization_name'),
    isPublic: sql.raw('not s.is_hidden'),
    reviews: sql.raw('organization_reviews'),
    subjectColumn: sql.raw('organization_id'),
    replies: sql.raw('organization_review_replies'),
    hasReplyColumn: true,
    hasTitle: true,
    hasEvent: true,
    url: (slug) => `/organization/${slug}`,
  },
  venue: {
    type: 'venue',
    profiles: sql.raw('venue_profiles'),
    name: sql.raw('s.name'),
    isPublic: sql.raw('not s.is_hidden'),
    reviews: sql.raw('venue_reviews'),
    subjectColumn: sql.raw('venue_id'),
    replies: sql.raw('venue_review_replies'),
    hasReplyColumn: false,
    hasTitle: false,
    hasEvent: false,
    url: (slug) => `/venues/${slug}`,
  },
  professional: {
    type: 'professional',
    profiles: sql.raw('professionals'),
    name: sql.raw('s.business_name'),
    isPublic: sql.raw(`not s.is_hidden and s.status = 'published'`),
    reviews: sql.raw('professional_reviews'),
    subjectColumn: sql.raw('professional_id'),
    replies: sql.raw('professional_review_replies'),
    hasReplyColumn: true,
    hasTitle: false,
    hasEvent: false,
    url: (slug) => `/professionals/${slug}`,
  },
};

/**
 * Display name of spec §3 for the account in `u` (users) / `p` (profiles): organisation name, profile full
 * name, account name, the e-mail's local part, 'Gebruiker'.
 */
export const displayNameOf = (u: string, p: string): SQL =>
  sql.raw(`coalesce(
    (select nullif(o.organization_name, '') from organization_profiles o where o.user_id = ${u}.id limit 1),
    nullif(${p}.full_name, ''), nullif(${u}.name, ''), nullif(split_part(${u}.email, '@', 1), ''), 'Gebruiker')`);

/** Spec §3 avatar initials: the first letters of the first two words, uppercased. */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase() || 'G';
