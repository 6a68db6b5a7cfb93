import type { ReactNode } from 'react';

/** The title and lead text of a dashboard page. */
export const PageHeading = ({ title, description }: { title: string; description: ReactNode }) => (
  <header className="mb-6">
    <h1 className="text-3xl leading-tight font-medium sm:text-4xl">{title}</h1>
    <p className="mt-2 max-w-2xl text-ink-soft">{description}</p>
  </header>
);
