import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '@web/components/ui/PullToRefresh';
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
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { useIsMobile } from '@web/lib/useMediaQuery';

const WELCOME_ID = 'welkom';

const reload = () => window.location.reload();

/** `/`: hero, welcome, reasons, audiences, vision, pricing, upcoming events, closing calls to action. */
export const LandingPage = () => {
  const { t } = useTranslation('site');
  const isMobile = useIsMobile();
  useDocumentTitle(null, t('landing.documentTagline'));
  return (
    <PullToRefresh
      enabled={isMobile}
      onRefresh={reload}
      labels={{
        pull: t('landing.pull.pull'),
        release: t('landing.pull.release'),
        refreshing: t('landing.pull.refreshing'),
      }}
    >
      <Hero scrollTargetId={WELCOME_ID} />
      <WelcomeSection id={WELCOME_ID} />
      <ReasonsSection />
      <AudiencesSection />
      <VisionSection />
      <PricingSection />
      <UpcomingEventsSection />
      <ClosingCta />
    </PullToRefresh>
  );
};
