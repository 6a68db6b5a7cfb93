import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody } from '@web/components/ui/Card';

type SectionCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  aside?: ReactNode;
  children: ReactNode;
};

/** One section of the security page: icon, heading (labels the region), lead text, optional status, body. */
export const SectionCard = ({ id, icon: Icon, title, description, aside, children }: SectionCardProps) => (
  <Card>
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <CardBody className="space-y-5 p-5 sm:p-6">
        <header className="grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-2 sm:items-start">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700 sm:row-span-2">
            <Icon aria-hidden className="size-5" />
          </span>
          <h2 id={`${id}-title`} className="min-w-0 font-sans text-lg font-semibold text-ink sm:self-end">
            {title}
          </h2>
          <div className="justify-self-end">{aside}</div>
          {/* On a phone the lead text takes the full width under the icon and heading. */}
          <p className="col-span-3 text-sm text-ink-soft sm:col-span-2 sm:col-start-2">{description}</p>
        </header>
        {children}
      </CardBody>
    </section>
  </Card>
);
