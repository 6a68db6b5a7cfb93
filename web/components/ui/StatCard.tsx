import type { LucideIcon } from 'lucide-react';
import { Card } from './Card';

type StatCardProps = { icon: LucideIcon; label: string; value: string; testId?: string };

/** One figure with its label and icon: the tiles of ticket sales and of an event's overview. */
export const StatCard = ({ icon: Icon, label, value, testId }: StatCardProps) => (
  <Card className="p-4">
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <Icon aria-hidden className="size-4" />
      {label}
    </p>
    <p
      className="mt-1 font-display text-xl font-semibold break-words text-ink sm:text-2xl"
      data-testid={testId}
    >
      {value}
    </p>
  </Card>
);
