import {
  ADMIN_PERSONAS,
  type MatrixRow,
  type MatrixTools,
  ORGANISATION_PERSONAS,
  PERSONAS,
} from '../../test/policyMatrix';

/**
 * Reviews on the demo seed. Reading is public (professional reviews need a session). Writing is open to every
 * signed-in persona by policy; eligibility then lets only the demo participant review De Ademhalte (a saved
 * past event, seed-past-visits.ts), everybody else hears why not. Replies: the owner (organisation persona)
 * and admins. Reporting is idempotent; the admin shows an already visible review (harmless to repeat).
 */
const ORG = 'de-ademhalte';

/** The newest review of De Ademhalte (the seed has reviews of every organisation). */
const orgReview = async (tools: MatrixTools): Promise<string> => {
  const res = await tools.callAs('admin', 'GET', `/api/reviews?subjectType=organization&subject=${ORG}`);
  const id = (res.json() as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error(`no review of ${ORG} in the seed`);
  return id;
};

const review = { rating: 5, comment: 'Een avond om niet te vergeten, dank jullie wel.' };

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'read venue reviews',
    method: 'GET',
    url: '/api/reviews?subjectType=venue&subject=dansstudio-de-vonk',
    route: '/api/reviews',
    allowed: PERSONAS,
  },
  {
    action: 'read professional reviews',
    method: 'GET',
    url: '/api/reviews?subjectType=professional&subject=wandelcoaching-de-graaf',
    route: '/api/reviews',
    allowed: 'signed-in',
  },
  {
    action: 'may I review',
    method: 'GET',
    url: `/api/reviews/eligibility?subjectType=organization&subject=${ORG}`,
    route: '/api/reviews/eligibility',
    allowed: 'signed-in',
  },
  {
    action: 'validate a review',
    method: 'POST',
    url: '/api/reviews/validate',
    payload: { subjectType: 'organization', subject: ORG, ...review },
    allowed: 'signed-in',
  },
  {
    action: 'write a review',
    method: 'POST',
    url: '/api/reviews',
    payload: { subjectType: 'organization', subject: ORG, ...review },
    allowed: ['participant'],
    refusal: 'review_organization_not_eligible',
  },
  {
    action: 'reply to a review',
    method: 'POST',
    url: ({ prepared }) => `/api/reviews/organization/${prepared}/replies`,
    route: '/api/reviews/{type}/{id}/replies',
    prepare: orgReview,
    payload: { text: 'Dank je wel voor je review!' },
    allowed: ORGANISATION_PERSONAS.filter((p) => p !== 'organization_premium'),
    refusal: 'review_reply_forbidden',
  },
  {
    action: 'report a review',
    method: 'POST',
    url: ({ prepared }) => `/api/reviews/organization/${prepared}/report`,
    route: '/api/reviews/{type}/{id}/report',
    prepare: orgReview,
    allowed: 'signed-in',
  },
  {
    action: 'hide or show a review',
    method: 'PATCH',
    url: ({ prepared }) => `/api/admin/reviews/organization/${prepared}`,
    route: '/api/admin/reviews/{type}/{id}',
    prepare: orgReview,
    payload: { isVisible: true },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  { action: 'received reviews', method: 'GET', url: '/api/dashboard/reviews', allowed: 'signed-in' },
  {
    action: 'unanswered reviews count',
    method: 'GET',
    url: '/api/dashboard/reviews/unanswered-count',
    allowed: 'signed-in',
  },
];
