import type { ReactNode } from 'react';

type SectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

/** One block of the monitoring screen: a heading the page's landmarks can name, an optional note, the content. */
export const Section = ({ id, title, description, children }: SectionProps) => (
  <section aria-labelledby={id} className="min-w-0" data-testid={`monitoring-${id}`}>
    <h2 id={id} className="mb-1 text-xl font-semibold">
      {title}
    </h2>
    {description ? <p className="mb-3 text-sm text-ink-soft">{description}</p> : <div className="mb-3" />}
    {children}
  </section>
);

/** A label and a value in the facts grids. */
export const Fact = ({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) => (
  <div className="min-w-0 rounded-xl border border-line bg-white px-4 py-3">
    <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
    <dd className="mt-1 text-lg font-medium break-words tabular-nums" data-testid={testId}>
      {value}
    </dd>
  </div>
);
