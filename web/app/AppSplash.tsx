import { LogoMark } from '@web/components/ui/Logo';

/**
 * Shown while the first route chunk loads; deliberately text-free (translations may not be ready). web/index.html
 * carries the same markup so it paints before the JavaScript arrives: change both together.
 */
export const AppSplash = () => (
  <div className="grid min-h-svh place-items-center bg-canvas" aria-busy="true">
    <LogoMark className="size-14 animate-breathe" />
  </div>
);
