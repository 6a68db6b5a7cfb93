import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

type StatePanelProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
  testId?: string;
};

/** Empty and error states: one icon, one sentence, one way forward. */
export const StatePanel = ({
  icon: Icon,
  title,
  description,
  action,
  tone = 'neutral',
  className,
  testId,
}: StatePanelProps) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    data-testid={testId}
    className={cn(
      'flex flex-col items-center rounded-[var(--radius-card)] border border-dashed px-6 py-14 text-center',
      tone === 'error' ? 'border-clay-300 bg-clay-50/60' : 'border-line bg-white/60',
      className,
    )}
  >
    <span
      className={cn(
        'mb-4 grid size-14 place-items-center rounded-full',
        tone === 'error' ? 'bg-clay-100 text-clay-700' : 'bg-forest-50 text-forest-600',
      )}
    >
      <Icon aria-hidden className="size-6" />
    </span>
    <p className="font-display text-xl font-semibold text-ink">{title}</p>
    {description ? <div className="mt-2 max-w-md text-ink-soft">{description}</div> : null}
    {action ? <div className="mt-6">{action}</div> : null}
  </div>
);
