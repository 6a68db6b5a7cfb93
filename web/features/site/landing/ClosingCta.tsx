import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';

/** Closing calls to action: /prijzen and /events (spec §2). */
export const ClosingCta = () => {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="closing-title" className="px-3 pb-20 sm:px-6 sm:pb-28">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-forest-900 px-6 py-16 text-center sm:px-12 sm:py-24">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -left-16 size-80 rounded-full bg-[radial-gradient(circle,rgb(106_151_119/0.45)_0%,transparent_65%)]"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -right-20 -bottom-32 size-96 rounded-full bg-[radial-gradient(circle,rgb(196_113_74/0.4)_0%,transparent_65%)]"
        />
        <Container size="narrow" className="relative">
          <h2 id="closing-title" className="text-3xl leading-tight font-medium text-white sm:text-5xl">
            {t('landing.closing.title')}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-forest-100/85">
            {t('landing.closing.text')}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/prijzen" data-testid="closing-pricing">
                {t('landing.closing.ctaPricing')}
              </Link>
            </Button>
            <Button asChild variant="outlineLight" size="lg">
              <Link to="/events" data-testid="closing-events">
                {t('landing.closing.ctaEvents')}
              </Link>
            </Button>
          </div>
        </Container>
      </div>
    </section>
  );
};
