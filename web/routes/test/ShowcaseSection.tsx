import { type ReactNode, useId } from 'react';

type ShowcaseSectionProps = { title: string; text?: ReactNode; children: ReactNode; testId?: string };

/** A titled block of a showcase page: heading, one line on what it shows, the live example. */
export const ShowcaseSection = ({ title, text, children, testId }: ShowcaseSectionProps) => {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="font-sans text-xl font-semibold text-ink">
        {title}
      </h2>
      {text ? <p className="mt-1 max-w-3xl text-sm text-ink-soft">{text}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
};
