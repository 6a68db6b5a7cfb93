import { RotateCcw } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseDirectoryFilters } from '@core/domain/directoryFilters';
import { Button } from '@web/components/ui/Button';
import { LocationField, type SearchCenter } from '@web/features/geo';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { DESKTOP_QUERY, useMediaQueryOnceKnown } from '@web/lib/useMediaQuery';
import { useOnceTrue } from '@web/lib/useOnceTrue';
import type { UpdateUrlFilters } from '@web/lib/useUrlFilters';

// The sheet (Radix Dialog) loads when a phone user first opens it, as on /events.
const FilterSheetFrame = lazy(() =>
  import('./FilterSheetFrame').then((m) => ({ default: m.FilterSheetFrame })),
);

type DirectoryFilterPanelProps<F extends BaseDirectoryFilters<string>> = {
  /** From useDirectoryFilters. */
  filters: F;
  update: UpdateUrlFilters<F>;
  activeCount: number;
  reset: () => void;
  /** useSearchCenter(filters.location); leave out for a directory without a radius search (members). */
  center?: SearchCenter;
  /** The mobile sheet, opened by DirectoryToolbar's 'Filters' button. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's done button: 'Toon 12 locaties' (null while unknown: 'Toon resultaten'). */
  total: number | null;
  testIdPrefix: string;
  /** The type's own fields, under location and radius. */
  children?: ReactNode;
};

/**
 * The filters of a directory: the shared location + radius field (when given a center), the type's own fields and 'Reset alle
 * filters'; a sticky sidebar from the desktop breakpoint (place it as the first column), a bottom sheet below.
 */
export const DirectoryFilterPanel = <F extends BaseDirectoryFilters<string>>({
  filters,
  update,
  activeCount,
  reset,
  center,
  open,
  onOpenChange,
  total,
  testIdPrefix,
  children,
}: DirectoryFilterPanelProps<F>) => {
  const { t } = useTranslation('directories');
  const isDesktop = useMediaQueryOnceKnown(DESKTOP_QUERY);
  const sheetWanted = useOnceTrue(open);
  const fields = (
    <div className="flex flex-col gap-6" data-testid={`${testIdPrefix}-filters`}>
      {center ? (
        <LocationField
          location={filters.location}
          radius={filters.radius}
          center={center}
          onLocationChange={(location) => update((s) => ({ ...s, location }))}
          onRadiusChange={(radius) => update((s) => ({ ...s, radius }))}
          idPrefix={`${testIdPrefix}-location`}
          testIdPrefix={testIdPrefix}
        />
      ) : null}
      {children}
      {activeCount > 0 ? (
        <Button
          variant="secondary"
          onClick={reset}
          className="self-start"
          data-testid={`${testIdPrefix}-reset`}
        >
          <RotateCcw aria-hidden />
          {t('list.resetAll')}
        </Button>
      ) : null}
    </div>
  );
  if (isDesktop !== false) {
    // Also while the server's HTML hydrates (viewport unknown): CSS hides the sidebar on a phone until then.
    return (
      <aside
        aria-label={t('filters.title')}
        className="sticky top-24 hidden lg:block max-h-[calc(100svh-7rem)] self-start overflow-y-auto px-1 pb-6"
      >
        {fields}
      </aside>
    );
  }
  if (!sheetWanted) return null;
  return (
    <LazyBoundary fallback={null}>
      <FilterSheetFrame
        open={open}
        onOpenChange={onOpenChange}
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        doneText={total === null ? t('filters.showResults') : t('filters.showCount', { count: total })}
        testIdPrefix={testIdPrefix}
      >
        {fields}
      </FilterSheetFrame>
    </LazyBoundary>
  );
};
