import { ArrowDown, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { usePrefersReducedMotion } from '@web/lib/useMediaQuery';
import { useSlowConnection } from '@web/lib/useSlowConnection';
import { AnimatedPoster } from './AnimatedPoster';

type HeroProps = { scrollTargetId: string };

/** Full-screen hero: animated poster, title, tagline, calls to action and a scroll-down button. */
export const Hero = ({ scrollTargetId }: HeroProps) => {
  const { t } = useTranslation('site');
  const reducedMotion = usePrefersReducedMotion();
  // Spec §4: no moving hero on a slow connection (or with reduced motion): the poster stands still.
  const slow = useSlowConnection();
  const still = reducedMotion || slow;
  const [paused, setPaused] = useState(false);

  const handleScroll = () => {
    document
      .getElementById(scrollTargetId)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-8rem)] flex-col overflow-hidden text-white sm:min-h-[calc(100svh-4.5rem)]"
    >
      <AnimatedPoster paused={paused || still} label={t('landing.hero.posterLabel')} />
      <Container size="wide" className="relative z-10 flex flex-1 flex-col justify-center py-20">
        <p className="mb-6 inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-forest-50 ring-1 ring-white/20 backdrop-blur">
          <span aria-hidden className="size-1.5 rounded-full bg-clay-300" />
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="max-w-4xl text-[2.75rem] leading-[1.05] font-medium text-white sm:text-6xl lg:text-7xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-forest-50/90 sm:text-xl">
          {t('landing.hero.tagline')}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="light" size="lg">
            <Link to="/events">{t('landing.hero.ctaEvents')}</Link>
          </Button>
          <Button asChild variant="outlineLight" size="lg">
            <Link to="/prijzen">{t('landing.hero.ctaJoin')}</Link>
          </Button>
        </div>
      </Container>
      <div className="relative z-10 flex justify-center pb-8">
        <button
          type="button"
          onClick={handleScroll}
          aria-label={t('landing.hero.scroll')}
          data-testid="hero-scroll"
          className="grid size-12 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/30 backdrop-blur transition hover:bg-white/20"
        >
          {/* The icon bobs, not the button: a moving target is hard to hit (and to test). */}
          <ArrowDown aria-hidden className="size-5 animate-bob" />
        </button>
      </div>
      {still ? null : (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={paused ? t('landing.hero.play') : t('landing.hero.pause')}
          className="absolute right-4 bottom-4 z-10 grid size-9 place-items-center rounded-full bg-black/20 text-white/80 ring-1 ring-white/20 backdrop-blur transition hover:text-white sm:right-8 sm:bottom-8"
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      )}
    </section>
  );
};
