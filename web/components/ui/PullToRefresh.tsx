import { ArrowDown, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { pullProgress, type PullPhase } from './pullToRefresh';

type PullToRefreshProps = {
  enabled: boolean;
  onRefresh: () => void;
  labels: { pull: string; release: string; refreshing: string };
  children: ReactNode;
};

/**
 * Touch pull-to-refresh: a drag down from the very top shows an indicator; releasing past the
 * threshold calls onRefresh. Listeners are on window (touchmove non-passive, to stop the native bounce
 * only while we own the gesture).
 */
export const PullToRefresh = ({ enabled, onRefresh, labels, children }: PullToRefreshProps) => {
  const [phase, setPhase] = useState<PullPhase>('idle');
  const [deltaY, setDeltaY] = useState(0);
  const startY = useRef<number | null>(null);
  const latest = useRef(0);
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (!enabled) return;
    const handleStart = (event: TouchEvent) => {
      if (window.scrollY > 0 || event.touches.length !== 1) return;
      // Drags inside an open sheet or dialog belong to it (e.g. swipe-to-close), not to the page behind.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      startY.current = event.touches[0]?.clientY ?? null;
    };
    const handleMove = (event: TouchEvent) => {
      if (startY.current === null) return;
      const dy = (event.touches[0]?.clientY ?? startY.current) - startY.current;
      if (dy <= 0 || window.scrollY > 0) {
        latest.current = 0;
        setDeltaY(0);
        setPhase('idle');
        return;
      }
      event.preventDefault();
      latest.current = dy;
      setDeltaY(dy);
      setPhase('pulling');
    };
    const handleEnd = () => {
      if (startY.current === null) return;
      startY.current = null;
      if (pullProgress(latest.current).ready) {
        setPhase('refreshing');
        // Let the spinner show for a moment so the refresh is felt, then reload.
        window.setTimeout(() => refreshRef.current(), 250);
      } else {
        setPhase('idle');
        setDeltaY(0);
      }
      latest.current = 0;
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
    };
  }, [enabled]);

  const { offset, ready, ratio } = pullProgress(phase === 'refreshing' ? 999 : deltaY);
  const visible = enabled && phase !== 'idle';
  return (
    <>
      <div
        aria-live="polite"
        className={cn(
          'pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center transition-opacity',
          visible ? 'opacity-100' : 'opacity-0',
        )}
        style={{ transform: `translateY(${offset - 8}px)` }}
      >
        {visible ? (
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-forest-800 shadow-[var(--shadow-lift)]">
            {phase === 'refreshing' ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <ArrowDown
                aria-hidden
                className="size-4 transition-transform"
                style={{ transform: `rotate(${ready ? 180 : ratio * 90}deg)` }}
              />
            )}
            {phase === 'refreshing' ? labels.refreshing : ready ? labels.release : labels.pull}
          </span>
        ) : null}
      </div>
      {children}
    </>
  );
};
