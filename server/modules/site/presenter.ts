import type { RoadmapItemDto, SiteStatsDto } from '../../../core/schemas/site';
import type { RoadmapRow, SiteCountsRow } from './queries';

export const presentRoadmapItem = (row: RoadmapRow): RoadmapItemDto => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  category: row.category,
  targetQuarter: row.targetQuarter,
  votes: row.votes,
});

export const presentSiteStats = (row: SiteCountsRow): SiteStatsDto => ({
  upcomingEvents: Number(row.upcoming_events),
  organizations: Number(row.organizations),
  venues: Number(row.venues),
  professionals: Number(row.professionals),
  members: Number(row.members),
  cities: Number(row.cities),
});
