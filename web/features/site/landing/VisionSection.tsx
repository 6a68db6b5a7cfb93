import { useTranslation } from 'react-i18next';
import { Container } from '@web/components/ui/Container';

export const VisionSection = () => {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="vision-title" className="relative overflow-hidden bg-sand-100 py-20 sm:py-28">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -left-40 size-[28rem] rounded-full border-[40px] border-sand-200/70"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -bottom-48 size-[30rem] rounded-full border-[50px] border-forest-100/80"
      />
      <Container size="narrow" className="relative text-center">
        <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
          {t('landing.vision.eyebrow')}
        </p>
        <h2
          id="vision-title"
          className="mt-5 text-3xl leading-snug font-medium text-forest-900 sm:text-[2.5rem]"
        >
          {t('landing.vision.title')}
        </h2>
        <p className="mt-8 text-lg leading-relaxed text-ink-soft">{t('landing.vision.text1')}</p>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t('landing.vision.text2')}</p>
      </Container>
    </section>
  );
};
