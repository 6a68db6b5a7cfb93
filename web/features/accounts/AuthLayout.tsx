import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

type AuthLayoutProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Shown under the card: "No account yet? …" and similar ways onward. */
  footer?: ReactNode;
  /** Optional column beside the card on wide screens (below it on phones). */
  aside?: ReactNode;
  testId?: string;
};

/**
 * The calm frame of every account screen: eyebrow, serif title, lead text and one white card holding the
 * form. Narrow on purpose; with an aside it becomes two columns from lg up.
 */
export const AuthLayout = ({ title, intro, children, footer, aside, testId }: AuthLayoutProps) => {
  const { t } = useTranslation('accounts');
  useDocumentTitle(title);
  return (
    <div data-testid={testId} className="relative flex-1 overflow-hidden bg-sand-100/60">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-24 size-80 rounded-full bg-forest-200/40 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-40 -left-24 size-80 rounded-full bg-clay-100/70 blur-3xl"
      />
      <Container
        className={cn(
          'relative py-8 sm:py-14',
          aside ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:gap-14' : '',
        )}
      >
        <div className={cn(aside ? 'lg:pt-4' : 'mx-auto w-full max-w-md')}>
          <p className="text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">{t('eyebrow')}</p>
          <h1
            className={cn(
              'mt-2 text-4xl leading-tight font-medium',
              aside ? 'sm:text-5xl' : 'sm:text-[2.6rem]',
            )}
          >
            {title}
          </h1>
          {intro ? (
            <div className="mt-3 text-base leading-relaxed text-ink-soft sm:text-lg">{intro}</div>
          ) : null}
          {aside ? <div className="mt-8 hidden lg:block">{aside}</div> : null}
          {aside ? null : (
            <>
              <Card className="mt-7 p-5 sm:p-8">{children}</Card>
              {footer ? <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div> : null}
            </>
          )}
        </div>
        {aside ? (
          <div className="w-full">
            <Card className="p-5 sm:p-8">{children}</Card>
            {footer ? <div className="mt-6 text-center text-sm text-ink-soft">{footer}</div> : null}
            <div className="mt-8 lg:hidden">{aside}</div>
          </div>
        ) : null}
      </Container>
    </div>
  );
};
