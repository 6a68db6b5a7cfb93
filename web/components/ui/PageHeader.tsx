import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Container } from './Container';

type PageHeaderProps = {
  eyebrow?: string | undefined;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The calm top band of every inner page: eyebrow, serif title, lead text, optional actions. */
export const PageHeader = ({
  eyebrow,
  title,
  description,
  actions,
  className,
  children,
}: PageHeaderProps) => (
  <header className={cn('relative overflow-hidden border-b border-line/70 bg-sand-100/70', className)}>
    <div
      aria-hidden
      className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-forest-200/40 blur-3xl"
    />
    <div
      aria-hidden
      className="pointer-events-none absolute -bottom-32 left-1/4 size-72 rounded-full bg-clay-100/60 blur-3xl"
    />
    <Container className="relative py-10 sm:py-16">
      {eyebrow ? (
        <p className="mb-3 text-xs font-semibold tracking-[0.18em] text-forest-600 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="max-w-3xl text-4xl leading-tight font-medium sm:text-5xl">{title}</h1>
      {description ? (
        <div className="mt-4 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">{description}</div>
      ) : null}
      {actions ? <div className="mt-7 flex flex-wrap gap-3">{actions}</div> : null}
      {children}
    </Container>
  </header>
);
