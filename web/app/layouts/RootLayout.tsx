import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionExpiry } from '@web/features/accounts';
import { ImpersonationBanner } from '@web/features/admin';
import { PageViewBeacon } from '@web/features/insights';
import { CookieBanner, Footer, Header, MenuSheetHost, MobileTabBar } from '@web/features/navigation';
import { RealtimeHost } from '@web/features/realtime';
import { SiteSettingsHost } from '@web/features/site';
import { AppReady } from '../AppReady';
import { NavigationProgress } from '../NavigationProgress';
import { PageFallback } from '../PageFallback';
import { ScrollToTop } from '../ScrollToTop';

/** Frame of every page: skip link, header, main landmark, footer, mobile tab bar, sheet, cookie banner. */
export const RootLayout = () => {
  const { t } = useTranslation();
  useSessionExpiry();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-forest-800 px-5 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
      >
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <PageViewBeacon />
      <ImpersonationBanner />
      <SiteSettingsHost />
      <Header />
      {/* At least one screen tall, so the footer never shows above the fold while a lazy page loads (CLS). */}
      <main id="main" tabIndex={-1} className="flex min-h-svh flex-1 flex-col focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Footer />
      <MobileTabBar />
      <MenuSheetHost />
      <CookieBanner />
      <RealtimeHost />
    </div>
  );
};
