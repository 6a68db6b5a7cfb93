import type { ReactNode } from 'react';

type SectionTitleProps = { id?: string | undefined; children: ReactNode };

/** Heading of one block on the event page. */
export const SectionTitle = ({ id, children }: SectionTitleProps) => (
  <h2 id={id} className="mb-4 font-display text-2xl font-semibold text-ink">
    {children}
  </h2>
);
