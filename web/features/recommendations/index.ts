// What routes use of recommendations: the interests and personalisation forms, the ranked list.
export { InterestsForm } from './InterestsForm';
export { PersonalisationForm } from './PersonalisationForm';
export { RecommendationList } from './RecommendationList';
export { useInterests, useRecommendations } from './queries';
