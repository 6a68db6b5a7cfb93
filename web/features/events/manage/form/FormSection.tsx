import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/Card';

type FormSectionProps = {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  aside?: ReactNode;
};

/** One titled block of the event form (basics, type, when, …), a landmark for screen readers. */
export const FormSection = ({ id, title, description, children, aside }: FormSectionProps) => (
  <Card className="p-5 sm:p-6">
    <section aria-labelledby={`${id}-title`} data-testid={`event-form-${id}`}>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-xl font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
        </div>
        {aside}
      </div>
      <div className="space-y-5">{children}</div>
    </section>
  </Card>
);
