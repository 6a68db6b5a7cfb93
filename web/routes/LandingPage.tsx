import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '@web/components/ui/PullToRefresh';
import { AudiencesSection } from '@web/features/site/landing/AudiencesSection';
import { ClosingCta } from '@web/features/site/landing/ClosingCta';
import { Hero } from '@web/features/site/landing/Hero';
import { PricingSection } from '@web/features/site/landing/PricingSection';
import { ReasonsSection } from '@web/features/site/landing/ReasonsSection';
import { UpcomingEventsSection } from '@web/features/site/landing/UpcomingEventsSection';
import { VisionSection } from '@web/features/site/landing/VisionSection';
import { WelcomeSection } from '@web/features/site/landing/WelcomeSection';
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
