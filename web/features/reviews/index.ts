/** Reviews of organisations, venues and professionals (issue 11). */
export { ReviewsSection, type ReviewsSectionProps } from './ReviewsSection';
export { ReceivedReviews } from './ReceivedReviews';
export { useReviewSubject, useUnansweredCount } from './queries';
