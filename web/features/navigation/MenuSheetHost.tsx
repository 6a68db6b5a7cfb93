import { lazy } from 'react';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { useOnceTrue } from '@web/lib/useOnceTrue';
import { useMenuSheetOpen } from './menuSheetStore';

const MobileMenuSheet = lazy(() => import('./MobileMenuSheet').then((m) => ({ default: m.MobileMenuSheet })));

/**
 * The 'Meer' sheet (Radix Dialog, role switcher, sign-out) is loaded when it is first opened, not with the
 * page; once loaded it stays mounted so it can animate closed and open again at once.
 */
export const MenuSheetHost = () => {
  const wanted = useOnceTrue(useMenuSheetOpen());
  return wanted ? (
    <LazyBoundary fallback={null}>
      <MobileMenuSheet />
    </LazyBoundary>
  ) : null;
};
