import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/Button';
import { Sheet } from '@web/components/ui/Sheet';

type FilterSheetFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** 'Toon 12 locaties': the button that closes the sheet onto the results. */
  doneText: string;
  testIdPrefix: string;
  children: ReactNode;
};

/** The filters on phones and tablets: a bottom sheet, closed with the results button, Escape or a swipe. */
export const FilterSheetFrame = ({
  open,
  onOpenChange,
  title,
  closeLabel,
  doneText,
  testIdPrefix,
  children,
}: FilterSheetFrameProps) => (
  <Sheet
    open={open}
    onOpenChange={onOpenChange}
    title={title}
    closeLabel={closeLabel}
    testId={`${testIdPrefix}-filter-sheet`}
  >
    <div className="pt-2 pb-4">{children}</div>
    <div className="sticky -bottom-6 -mx-6 border-t border-line bg-canvas px-6 pt-3 pb-6">
      <Button
        className="w-full"
        onClick={() => onOpenChange(false)}
        data-testid={`${testIdPrefix}-filter-sheet-done`}
      >
        {doneText}
      </Button>
    </div>
  </Sheet>
);
