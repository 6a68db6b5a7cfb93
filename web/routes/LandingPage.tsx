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
import { ServerHtml } from '@web/lib/ServerHtml';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const WELCOME_ID = 'welkom';

/** `/`: hero, welcome, reasons, audiences, vision, pricing, upcoming events, closing calls to action. */
export const LandingPage = () => {
  const { t } = useTranslation('site');
  useDocumentTitle(null, t('landing.documentTagline'));
  return (
    <RefreshablePage>
      <Hero scrollTargetId={WELCOME_ID} />
      {/* Text and links only: kept as the server's HTML instead of hydrated (ServerHtml). */}
      <ServerHtml>
        <WelcomeSection id={WELCOME_ID} />
        <ReasonsSection />
        <AudiencesSection />
        <VisionSection />
      </ServerHtml>
      <PricingSection />
      <UpcomingEventsSection />
      <ServerHtml>
        <ClosingCta />
      </ServerHtml>
    </RefreshablePage>
  );
};
