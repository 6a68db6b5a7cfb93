import type { RoadmapItemDto, SiteStatsDto } from '../../../core/schemas/site';
import type { RoadmapRow, SiteCountsRow } from './queries';
import type { MapConfigResponse } from './mapConfig.routes';

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

/** OpenStreetMap-based tiles require this credit on the map (tile usage policy). */
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The tile source of the event map, from the configured MAP_TILE_URL. */
export const presentMapConfig = (tileUrl: string): MapConfigResponse => ({
  tileUrl,
  attribution: OSM_ATTRIBUTION,
  maxZoom: 19,
});
