import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody } from '@web/components/ui/Card';
import { cn } from '@web/lib/cn';

type SettingsSectionProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** 'danger' marks irreversible actions (account deletion). */
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/** One block of a settings tab: a labelled region with icon, heading and lead text above its controls. */
export const SettingsSection = ({
  id,
  icon: Icon,
  title,
  description,
  tone = 'default',
  children,
}: SettingsSectionProps) => (
  <Card className={cn(tone === 'danger' && 'border-clay-300')}>
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <CardBody className="space-y-5 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span
            className={cn(
              'grid size-11 shrink-0 place-items-center rounded-full',
              tone === 'danger' ? 'bg-clay-50 text-clay-700' : 'bg-forest-50 text-forest-700',
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-ink">
              {title}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{description}</p>
          </div>
        </div>
        {children}
      </CardBody>
    </section>
  </Card>
);
