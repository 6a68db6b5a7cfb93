import { describe, expect, it } from 'vitest';
import type { RoadmapItemDto } from '@core/schemas/site';
import { groupRoadmap } from './groupRoadmap';

const item = (title: string, status: RoadmapItemDto['status'], votes: number): RoadmapItemDto => ({
  id: `00000000-0000-4000-8000-${String(votes).padStart(12, '0')}`,
  title,
  description: '',
  status,
  category: 'Evenementen',
  targetQuarter: null,
  votes,
});

describe('groupRoadmap', () => {
  it('groups by status and sorts by votes', () => {
    const groups = groupRoadmap([
      item('Kaartweergave', 'planned', 3),
      item('Agenda-export', 'planned', 12),
      item('Meertaligheid', 'done', 1),
      item('Chat', 'in_progress', 5),
    ]);
    expect(groups.planned.map((i) => i.title)).toEqual(['Agenda-export', 'Kaartweergave']);
    expect(groups.in_progress).toHaveLength(1);
    expect(groups.done).toHaveLength(1);
  });

  it('returns empty columns for no items', () => {
    expect(groupRoadmap([])).toEqual({ planned: [], in_progress: [], done: [] });
  });
});
