import { CalendarDays, House, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** The Dutch 404 page for every unknown path. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section
      data-testid="not-found"
      className="relative flex flex-1 items-center overflow-hidden py-12 sm:py-28"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <span className="absolute top-10 -left-20 size-80 rounded-full bg-forest-100/70 blur-3xl" />
        <span className="absolute -right-16 bottom-0 size-96 rounded-full bg-clay-100/70 blur-3xl" />
      </div>
      <Container size="narrow" className="relative text-center">
        <div aria-hidden className="mx-auto mb-8 flex sm:mb-10 w-fit items-center gap-1 sm:gap-2">
          <span className="font-display text-[4.5rem] leading-none font-semibold text-forest-800 sm:text-[8rem]">
            4
          </span>
          <span className="relative grid size-[3.75rem] place-items-center sm:size-28">
            <span className="absolute inset-0 animate-breathe rounded-full border-[9px] border-clay-300 sm:border-[14px]" />
            <span className="size-4 rounded-full bg-clay-500 sm:size-6" />
          </span>
          <span className="font-display text-[4.5rem] leading-none font-semibold text-forest-800 sm:text-[8rem]">
            4
          </span>
        </div>
        <h1 className="text-4xl font-medium sm:text-5xl">{t('notFound.title')}</h1>
        <p className="mx-auto mt-5 max-w-lg text-lg leading-relaxed text-ink-soft">{t('notFound.text')}</p>
        <p className="mx-auto mt-3 max-w-full truncate font-mono text-sm text-ink-muted">{pathname}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/" data-testid="not-found-home">
              <House aria-hidden />
              {t('notFound.home')}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to="/events" data-testid="not-found-events">
              <CalendarDays aria-hidden />
              {t('notFound.events')}
            </Link>
          </Button>
        </div>
        <p className="mx-auto mt-10 max-w-sm text-sm text-balance text-ink-muted">
          <Search aria-hidden className="mr-1.5 inline size-4 align-[-2px]" />
          {t('notFound.help')}{' '}
          <Link to="/support" className="font-medium text-forest-700 underline underline-offset-2">
            {t('notFound.helpLink')}
          </Link>
        </p>
      </Container>
    </section>
  );
};
