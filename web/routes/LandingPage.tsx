import { useTranslation } from 'react-i18next';
import {
  AudiencesSection,
  ClosingCta,
  Hero,
  PricingSection,
  ReasonsSection,
  UpcomingEventsSection,
  VisionSection,
  WelcomeSection,
} from '@web/features/site';
import { RefreshablePage } from '@web/lib/RefreshablePage';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const WELCOME_ID = 'welkom';

/** `/`: hero, welcome, reasons, audiences, vision, pricing, upcoming events, closing calls to action. */
export const LandingPage = () => {
  const { t } = useTranslation('site');
  useDocumentTitle(null, t('landing.documentTagline'));
  return (
    <RefreshablePage>
      <Hero scrollTargetId={WELCOME_ID} />
      <WelcomeSection id={WELCOME_ID} />
      <ReasonsSection />
      <AudiencesSection />
      <VisionSection />
      <PricingSection />
      <UpcomingEventsSection />
      <ClosingCta />
    </RefreshablePage>
  );
};
