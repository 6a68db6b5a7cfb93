import { GRID_COLUMNS, type GridColumns } from '@core/domain/eventFilters';
import { safeStorage } from '@web/lib/storage';

/** localStorage key of the visitor's grid/list choice and column count (spec §2: remembered locally). */
export const LAYOUT_STORAGE_KEY = 'kring.events.layout';

export type LayoutPreference = { view: 'grid' | 'list'; cols: GridColumns };

/** Reads a stored preference; anything unreadable counts as none. */
export const parseLayoutPreference = (raw: string | null): LayoutPreference | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LayoutPreference>;
    const view = value.view === 'list' ? 'list' : value.view === 'grid' ? 'grid' : null;
    const cols = (GRID_COLUMNS as readonly number[]).includes(Number(value.cols))
      ? (Number(value.cols) as GridColumns)
      : null;
    return view && cols ? { view, cols } : null;
  } catch {
    return null;
  }
};

export const readLayoutPreference = (): LayoutPreference | null =>
  parseLayoutPreference(safeStorage.get(LAYOUT_STORAGE_KEY));

export const saveLayoutPreference = (preference: LayoutPreference): void =>
  safeStorage.set(LAYOUT_STORAGE_KEY, JSON.stringify(preference));
