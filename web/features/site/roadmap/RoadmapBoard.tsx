import {
  CircleCheck,
  CircleDashed,
  CloudOff,
  Hammer,
  Map as MapIcon,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { VoteButton } from '@web/features/roadmap';
import { cn } from '@web/lib/cn';
import { useRoadmap } from '../queries';
import { groupRoadmap, ROADMAP_COLUMNS, type RoadmapStatus } from './groupRoadmap';

const COLUMN_STYLE: Record<RoadmapStatus, { icon: LucideIcon; dot: string; tint: string }> = {
  in_progress: { icon: Hammer, dot: 'bg-clay-500', tint: 'bg-clay-50 text-clay-700' },
  planned: { icon: CircleDashed, dot: 'bg-forest-400', tint: 'bg-forest-50 text-forest-700' },
  done: { icon: CircleCheck, dot: 'bg-forest-700', tint: 'bg-forest-100 text-forest-800' },
};

const BoardSkeleton = () => (
  <div aria-busy="true" className="grid gap-6 lg:grid-cols-3">
    {ROADMAP_COLUMNS.map((status) => (
      <div key={status} className="space-y-4">
        <Skeleton className="h-8 w-40" />
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    ))}
  </div>
);

/** The public roadmap from GET /api/roadmap, one column per status; members vote on each item. */
export const RoadmapBoard = () => {
  const { t } = useTranslation('roadmap');
  const query = useRoadmap();

  if (query.isPending) return <BoardSkeleton />;
  if (query.isError) {
    return (
      <StatePanel
        icon={CloudOff}
        tone="error"
        testId="roadmap-error"
        title={t('error')}
        description={t('errorText')}
        action={
          <Button onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden />
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <StatePanel icon={MapIcon} testId="roadmap-empty" title={t('empty')} description={t('emptyText')} />
    );
  }

  const groups = groupRoadmap(query.data.items);
  return (
    <div className="grid gap-8 lg:grid-cols-3 lg:gap-6">
      {ROADMAP_COLUMNS.map((status) => {
        const { icon: Icon, dot, tint } = COLUMN_STYLE[status];
        return (
          <section
            key={status}
            aria-labelledby={`roadmap-${status}`}
            data-testid={`roadmap-column-${status}`}
          >
            <header className="mb-4 flex items-center gap-3">
              <span className={cn('grid size-9 place-items-center rounded-full', tint)}>
                <Icon aria-hidden className="size-4" />
              </span>
              <h2 id={`roadmap-${status}`} className="font-sans text-lg font-semibold">
                {t(`status.${status}`)}
              </h2>
              <span className="ml-auto rounded-full bg-sand-100 px-2.5 py-0.5 text-sm text-ink-muted">
                {groups[status].length}
              </span>
            </header>
            {groups[status].length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line px-5 py-8 text-center text-sm text-ink-muted">
                {t('columnEmpty')}
              </p>
            ) : (
              <ul className="space-y-4">
                {groups[status].map((item) => (
                  <li key={item.id}>
                    <Card className="p-5">
                      <div className="flex flex-wrap items-center gap-2">
                        <span aria-hidden className={cn('size-2 rounded-full', dot)} />
                        <Badge>{item.category}</Badge>
                        {item.targetQuarter ? <Badge tone="forest">{item.targetQuarter}</Badge> : null}
                      </div>
                      <h3 className="mt-3 font-sans text-base font-semibold text-ink">{item.title}</h3>
                      <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{item.description}</p>
                      <VoteButton itemId={item.id} title={item.title} votes={item.votes} />
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
};
