import { ArrowRight, HandHeart, Leaf, Scale, Sprout, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const VALUES: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'care', icon: HandHeart },
  { id: 'openness', icon: Sprout },
  { id: 'fairness', icon: Scale },
  { id: 'calm', icon: Leaf },
];

const STORY = ['why', 'what', 'how'] as const;

export const AboutPage = () => {
  const { t } = useTranslation('site');
  useDocumentTitle(t('about.title'));
  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} description={t('about.intro')} />
      <Container size="narrow" className="py-14 sm:py-20">
        {STORY.map((id) => (
          <section key={id} aria-labelledby={`about-${id}`} className="pb-12">
            <h2 id={`about-${id}`} className="text-3xl font-medium">
              {t(`about.story.${id}.title`)}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t(`about.story.${id}.text1`)}</p>
            <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t(`about.story.${id}.text2`)}</p>
          </section>
        ))}
      </Container>
      <section aria-labelledby="about-values" className="bg-white py-16 sm:py-20">
        <Container>
          <h2 id="about-values" className="text-3xl font-medium">
            {t('about.values.title')}
          </h2>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ id, icon: Icon }) => (
              <li key={id}>
                <span className="grid size-12 place-items-center rounded-2xl bg-forest-50 text-forest-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 font-sans text-lg font-semibold">
                  {t(`about.values.items.${id}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{t(`about.values.items.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Container size="narrow" className="py-16 text-center sm:py-20">
        <h2 className="text-3xl font-medium">{t('about.cta.title')}</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-soft">{t('about.cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/prijzen">
              {t('about.cta.join')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to="/contact">{t('about.cta.contact')}</Link>
          </Button>
        </div>
      </Container>
    </>
  );
};
