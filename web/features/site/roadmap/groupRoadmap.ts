import type { RoadmapItemDto } from '@core/schemas/site';

// Type-only import from the schema keeps zod out of this page's chunk.
export type RoadmapStatus = RoadmapItemDto['status'];

/** Order of the columns: what is being built first, then what comes, then what shipped. */
export const ROADMAP_COLUMNS: readonly RoadmapStatus[] = ['in_progress', 'planned', 'done'];

/** Groups items per status; within a column the most-voted come first, ties by title. */
export const groupRoadmap = (items: readonly RoadmapItemDto[]): Record<RoadmapStatus, RoadmapItemDto[]> => {
  const groups: Record<RoadmapStatus, RoadmapItemDto[]> = { planned: [], in_progress: [], done: [] };
  for (const item of items) groups[item.status].push(item);
  for (const status of ROADMAP_COLUMNS) {
    groups[status].sort((a, b) => b.votes - a.votes || a.title.localeCompare(b.title, 'nl'));
  }
  return groups;
};
