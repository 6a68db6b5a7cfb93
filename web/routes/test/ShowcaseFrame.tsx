import { FlaskConical, RotateCcw, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ShowcaseScreen } from '@core/domain/testPages';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useTestPagesAccess } from '@web/features/testPages';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { NotFoundPage } from '@web/routes/system/NotFoundPage';

const PAGES: readonly { key: ShowcaseScreen | 'novuTest'; to: string }[] = [
  { key: 'responsiveTest', to: '/responsive-test' },
  { key: 'unifiedListingTest', to: '/unified-listing-test' },
  { key: 'mapTest', to: '/map-test' },
  { key: 'tabDropdownTest', to: '/tab-dropdown-test' },
  { key: 'novuTest', to: '/novu-test' },
];

type ShowcaseFrameProps = { screen: ShowcaseScreen; children: ReactNode };

const ShowcaseContent = ({ screen, children }: ShowcaseFrameProps) => {
  const { t } = useTranslation(['screens', 'testPages']);
  useDocumentTitle(t(`screens:${screen}.title`));
  return (
    <Container size="wide" className="py-8 sm:py-12" data-testid={`showcase-${screen}`}>
      <header className="mb-8">
        <p className="mb-3 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">
          <FlaskConical aria-hidden className="size-4" />
          {t('screens:sections.test')}
        </p>
        <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{t(`screens:${screen}.title`)}</h1>
        <p className="mt-3 max-w-3xl text-ink-soft">{t(`testPages:${screen}.intro`)}</p>
        <p className="mt-2 max-w-3xl text-sm text-ink-muted">{t('testPages:frame.access')}</p>
        <nav
          aria-label={t('testPages:frame.nav')}
          className="-mx-5 mt-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
        >
          <ul className="flex gap-2">
            {PAGES.map((page) => (
              <li key={page.key}>
                <NavLink
                  to={page.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-full px-3.5 py-1.5 text-sm whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-600',
                      isActive
                        ? 'bg-forest-700 text-white ring-forest-700'
                        : 'bg-white text-ink-soft ring-line hover:text-ink',
                    )
                  }
                >
                  {t(`screens:${page.key}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="flex flex-col gap-12">{children}</div>
    </Container>
  );
};

/**
 * The frame of every showcase page (issue 17): shown when the server says this viewer may see it (outside
 * production, or an admin), else the app's 404 page, the same answer the server gives the page's URL.
 */
export const ShowcaseFrame = ({ screen, children }: ShowcaseFrameProps) => {
  const { t } = useTranslation('testPages');
  const access = useTestPagesAccess();
  if (access.isPending) {
    return (
      <Container size="wide" className="py-12">
        <SkeletonList rows={3} rowClassName="h-32 rounded-[var(--radius-card)]" />
      </Container>
    );
  }
  if (access.isError) {
    return (
      <Container size="wide" className="py-12">
        <StatePanel
          icon={ServerCrash}
          tone="error"
          title={t('frame.accessFailed')}
          action={
            <Button onClick={() => void access.refetch()}>
              <RotateCcw aria-hidden />
              {t('frame.retry')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (!access.data.visible) return <NotFoundPage />;
  return <ShowcaseContent screen={screen}>{children}</ShowcaseContent>;
};
