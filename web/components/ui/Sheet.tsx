import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { DRAG_START_THRESHOLD_PX, sheetDragOffset, shouldCloseAfterSwipe } from './sheetGesture';
import { useReturnFocus } from './useReturnFocus';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
};

type DragState = { pointerId: number; startY: number; active: boolean };

/**
 * A bottom sheet on Radix Dialog (focus trap, Escape, overlay click) that also closes when swiped down
 * more than 100 px. Dragging starts only after a few pixels so taps on links still register as clicks.
 */
export const Sheet = ({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  testId,
}: SheetProps) => {
  const [offset, setOffset] = useState(0);
  const drag = useRef<DragState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus();

  const handleOpenChange = (next: boolean) => {
    setOffset(0);
    onOpenChange(next);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const inScrollArea = scrollRef.current?.contains(event.target as Node) ?? false;
    // Inside scrolled content a downward drag means "scroll up", not "close".
    if (inScrollArea && (scrollRef.current?.scrollTop ?? 0) > 0) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, active: false };
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const deltaY = event.clientY - state.startY;
    if (!state.active) {
      if (deltaY < -DRAG_START_THRESHOLD_PX) drag.current = null;
      if (deltaY <= DRAG_START_THRESHOLD_PX) return;
      state.active = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(sheetDragOffset(deltaY));
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.active) return;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    if (event.type === 'pointerup' && shouldCloseAfterSwipe(event.clientY - state.startY))
      handleOpenChange(false);
    else setOffset(0);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-forest-950/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          data-testid={testId}
          {...returnFocus}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerEnd}
          onPointerCancel={handlePointerEnd}
          style={{
            transform: offset ? `translateY(${offset}px)` : undefined,
            transition: offset ? 'none' : undefined,
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[88svh] w-full max-w-lg flex-col rounded-t-[1.75rem] bg-canvas shadow-[0_-12px_40px_-12px_rgb(18_32_26/0.35)] transition-transform duration-200 focus:outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
        >
          <div className="touch-none px-6 pt-3 pb-2 select-none">
            <div aria-hidden className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-sand-300" />
            <div className="flex items-start justify-between gap-4">
              <div>
                <DialogPrimitive.Title className="font-display text-2xl font-semibold text-ink">
                  {title}
                </DialogPrimitive.Title>
                {description ? (
                  <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
                    {description}
                  </DialogPrimitive.Description>
                ) : (
                  <DialogPrimitive.Description className="sr-only">{closeLabel}</DialogPrimitive.Description>
                )}
              </div>
              <DialogPrimitive.Close
                aria-label={closeLabel}
                className="grid size-10 place-items-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-ink"
              >
                <X aria-hidden className="size-5" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <div
            ref={scrollRef}
            className={cn(
              'overflow-y-auto overscroll-contain px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]',
            )}
          >
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
};
