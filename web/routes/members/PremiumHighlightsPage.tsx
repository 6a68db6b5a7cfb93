import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeader } from '@web/components/ui/PageHeader';
import { Skeleton } from '@web/components/ui/Skeleton';
import { HighlightSection, usePremiumHighlights } from '@web/features/members';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

// In page order; professionals only come for signed-in viewers (the response leaves them out otherwise).
const SECTIONS = [
  { key: 'organizations', moreTo: '/organizations', more: 'allOrganizations' },
  { key: 'events', moreTo: '/events', more: 'allEvents' },
  { key: 'venues', moreTo: '/venues', more: 'allVenues' },
  { key: 'professionals', moreTo: '/professionals', more: 'allProfessionals' },
] as const;

/** `/premium-highlights`: premium organisations, venues, events (and professionals for members), with the pricing call. */
export const PremiumHighlightsPage = () => {
  const { t } = useTranslation('members');
  const query = usePremiumHighlights();
  useDocumentTitle(t('highlights.title'));
  const data = query.data;
  return (
    <>
      <PageHeader
        eyebrow={t('highlights.eyebrow')}
        title={t('highlights.title')}
        description={t('highlights.intro')}
      />
      <Container className="space-y-14 py-8 sm:py-12" data-testid="premium-highlights-page">
        {query.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        ) : query.isError || !data ? (
          <ErrorPanel
            title={t('highlights.errorTitle')}
            description={t('highlights.errorText')}
            retryLabel={t('page.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          SECTIONS.map(({ key, moreTo, more }) => {
            const cards = data[key];
            return cards ? (
              <HighlightSection
                key={key}
                id={`highlights-${key}`}
                title={t(`highlights.${key}`)}
                text={t(`highlights.${key}Text`)}
                cards={cards}
                moreTo={moreTo}
                moreLabel={t(`highlights.${more}`)}
              />
            ) : null;
          })
        )}
        <section
          className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-forest-900 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
          data-testid="highlights-cta"
        >
          <div className="flex items-start gap-4">
            <Crown aria-hidden className="mt-1 size-7 shrink-0 text-amber-300" />
            <div>
              <h2 className="font-serif text-2xl text-white">{t('highlights.ctaTitle')}</h2>
              <p className="mt-1 max-w-xl text-white/80">{t('highlights.ctaText')}</p>
            </div>
          </div>
          <Button asChild variant="light" size="lg">
            <Link to="/prijzen">{t('highlights.ctaButton')}</Link>
          </Button>
        </section>
      </Container>
    </>
  );
};
