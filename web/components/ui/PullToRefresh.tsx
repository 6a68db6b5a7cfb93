import { ArrowDown, CloudOff, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { pullProgress, PullToRefreshMachine, type PullSnapshot } from './pullToRefresh';

type PullToRefreshProps = {
  enabled: boolean;
  /** Reloads the page's data; a rejection shows 'Kon pagina niet vernieuwen.' (usePageRefresh). */
  onRefresh: () => Promise<unknown> | void;
  children: ReactNode;
};

const IDLE: PullSnapshot = { phase: 'idle', deltaY: 0 };

/**
 * Touch pull-to-refresh: a drag down from the very top shows an indicator; releasing past the
 * threshold calls onRefresh (the phases are PullToRefreshMachine's). Listeners are on window (touchmove
 * non-passive, to stop the native bounce only while we own the gesture).
 */
export const PullToRefresh = ({ enabled, onRefresh, children }: PullToRefreshProps) => {
  const { t } = useTranslation('common');
  const [{ phase, deltaY }, setSnapshot] = useState<PullSnapshot>(IDLE);
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (!enabled) return;
    const machine = new PullToRefreshMachine(() => refreshRef.current(), setSnapshot);
    let startY: number | null = null;
    const handleStart = (event: TouchEvent) => {
      if (window.scrollY > 0 || event.touches.length !== 1) return;
      // Drags inside an open sheet or dialog belong to it (e.g. swipe-to-close), not to the page behind.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      startY = event.touches[0]?.clientY ?? null;
    };
    const handleMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = (event.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0 || window.scrollY > 0) {
        machine.move(0);
        return;
      }
      event.preventDefault();
      machine.move(dy);
    };
    const handleEnd = () => {
      if (startY === null) return;
      startY = null;
      machine.release();
    };
    window.addEventListener('touchstart', handleStart, { passive: true });
    window.addEventListener('touchmove', handleMove, { passive: false });
    window.addEventListener('touchend', handleEnd);
    window.addEventListener('touchcancel', handleEnd);
    return () => {
      window.removeEventListener('touchstart', handleStart);
      window.removeEventListener('touchmove', handleMove);
      window.removeEventListener('touchend', handleEnd);
      window.removeEventListener('touchcancel', handleEnd);
      machine.dispose();
      setSnapshot(IDLE);
    };
  }, [enabled]);

  const { offset, ready, ratio } = pullProgress(phase === 'pulling' ? deltaY : 999);
  const visible = enabled && phase !== 'idle';
  return (
    <>
      <div
        aria-live="polite"
        data-testid="pull-to-refresh"
        className={cn(
          'pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center transition-opacity',
          visible ? 'opacity-100' : 'opacity-0',
        )}
        style={{ transform: `translateY(${offset - 8}px)` }}
      >
        {visible ? (
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-forest-800 shadow-[var(--shadow-lift)]">
            {phase === 'failed' ? (
              <CloudOff aria-hidden className="size-4 text-clay-700" />
            ) : phase === 'refreshing' ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <ArrowDown
                aria-hidden
                className="size-4 transition-transform"
                style={{ transform: `rotate(${ready ? 180 : ratio * 90}deg)` }}
              />
            )}
            {t(`pullToRefresh.${phase === 'pulling' ? (ready ? 'release' : 'pull') : phase}`)}
          </span>
        ) : null}
      </div>
      {children}
    </>
  );
};
