import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@web/components/ui/Container';
import { PricingCards } from './PricingCards';
import { SectionHeading } from './SectionHeading';

export const PricingSection = () => {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="pricing-title" className="py-20 sm:py-28">
      <Container size="wide">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
          text={t('landing.pricing.text')}
          align="center"
        />
        <div className="mt-14">
          <PricingCards />
        </div>
        <p className="mt-8 text-center text-sm text-ink-muted">
          {t('landing.pricing.more')}{' '}
          <Link to="/prijzen" className="font-medium text-forest-700 underline underline-offset-2">
            {t('landing.pricing.moreLink')}
          </Link>
        </p>
      </Container>
    </section>
  );
};
