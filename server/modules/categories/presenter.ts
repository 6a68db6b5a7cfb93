import type { MainCategoryDto, SubtypeDto } from '../../../core/schemas/categories';
import type { CategoryRow } from './queries';

export const presentSubtype = (row: CategoryRow, eventCount: number): SubtypeDto => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  eventCount,
});

export const presentMainCategory = (
  row: CategoryRow,
  eventCount: number,
  subtypes: SubtypeDto[],
): MainCategoryDto => ({
  ...presentSubtype(row, eventCount),
  iconUrl: row.iconUrl,
  showGeneralSubtypes: row.showGeneralSubtypes,
  subtypes,
});
