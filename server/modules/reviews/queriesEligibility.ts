import { sql } from 'drizzle-orm';
import type { ErrorCode } from '../../../core/errors';
import type { ReviewSubjectType } from '../../../core/schemas/reviews';
import { type Db, executeRows } from '../../db/client';
import { SUBJECTS } from './queriesSubjects';
import { isProfileMember } from './queries';

/**
 * Who may review what (issue 11). The proof of having been there is a saved event that has taken place, or a
 * valid ticket for it (issue 14); later issues (venue bookings, professional services) add their own proofs
 * here, in this one function.
 *
 * - organisation: a saved past event of the organisation, one review per event;
 * - venue: a saved past event held at the venue (venue_profile_id, or the older venue_id);
 * - professional: a saved past event the professional organised (events.organizer_id is their account) or
 *   spoke at (a line-up speaker linked to the professional by speakers.professional_id, migration 0010).
 * Owners and team members never review their own profile.
 */

export type EligibleEvent = { id: string; title: string; slug: string; start_date: string | Date };

/** `events`: the open past events (organisations); `reviewedEventIds`: events already reviewed by the actor. */
export type Eligibility = { events: EligibleEvent[]; reviewedEventIds: string[] } & (
  { allowed: true } | { allowed: false; code: ErrorCode }
);

export type ReviewSubject = { type: ReviewSubjectType; id: string; userId: string };

/** Published or expired, not deleted, and started before now: an event that took place. */
const tookPlace = sql`e.deleted_at is null and e.status in ('published', 'expired') and e.start_date < now()`;

/**
 * Past events the actor was at: saved (event_favorites) or held a valid ticket for (issued_tickets, issue 14:
 * a ticket holder is a verified participant). Both sets come from the actor's own rows (user indexes).
 */
const savedPastEvents = (actorId: string, condition: ReturnType<typeof sql>) => sql`
  select e.id, e.title, e.slug, e.start_date from events e
  where e.id in (
      select f.event_id from event_favorites f where f.user_id = ${actorId}
      union
      select it.event_id from issued_tickets it where it.user_id = ${actorId} and it.status = 'valid')
    and ${tookPlace} and ${condition}
  order by e.start_date desc, e.id limit 50`;

const conditionFor = (subject: ReviewSubject) => {
  switch (subject.type) {
    case 'organization':
      return sql`e.organization_profile_id = ${subject.id}`;
    case 'venue':
      return sql`coalesce(e.venue_profile_id, e.venue_id) = ${subject.id}`;
    case 'professional':
      return sql`(e.organizer_id = ${subject.userId} or exists (
        select 1 from event_speaker_lineup l join speakers sp on sp.id = l.speaker_id
        where l.event_id = e.id and sp.professional_id = ${subject.id}))`;
  }
};

const REFUSAL: Record<ReviewSubjectType, ErrorCode> = {
  organization: 'review_organization_not_eligible',
  venue: 'review_venue_not_eligible',
  professional: 'review_professional_not_eligible',
};

/** May `actorId` review `subject`, and (organisations) about which of their past saved events? */
export const reviewEligibility = async (
  db: Db,
  actorId: string,
  subject: ReviewSubject,
): Promise<Eligibility> => {
  const def = SUBJECTS[subject.type];
  const saved = await executeRows<EligibleEvent>(db, savedPastEvents(actorId, conditionFor(subject)));
  if (saved.length === 0)
    return { allowed: false, code: REFUSAL[subject.type], events: [], reviewedEventIds: [] };
  if (await isProfileMember(db, def, subject.id, actorId))
    return { allowed: false, code: 'review_own_profile', events: [], reviewedEventIds: [] };
  const reviewed = await executeRows<{ event_id: string | null }>(
    db,
    sql`select ${def.hasEvent ? sql`event_id` : sql`null::uuid as event_id`} from ${def.reviews}
      where ${def.subjectColumn} = ${subject.id} and reviewer_id = ${actorId}`,
  );
  if (!def.hasEvent)
    return reviewed.length > 0
      ? { allowed: false, code: 'review_exists', events: [], reviewedEventIds: [] }
      : { allowed: true, events: [], reviewedEventIds: [] };
  const reviewedEventIds = reviewed.flatMap((r) => (r.event_id ? [r.event_id] : []));
  const open = saved.filter((e) => !reviewedEventIds.includes(e.id));
  if (open.length === 0)
    return { allowed: false, code: 'review_all_events_reviewed', events: [], reviewedEventIds };
  return { allowed: true, events: open, reviewedEventIds };
};
