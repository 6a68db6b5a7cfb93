import { ArrowDown, ArrowUp } from 'lucide-react';
import { IconAction } from '@web/components/ui/IconAction';

type MoveButtonsProps = {
  upLabel: string;
  downLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Both off, e.g. while a reorder is being saved. */
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
};

/** The up/down pair of a row in an ordered list; sits in the row's own action bar. */
export const MoveButtons = ({
  upLabel,
  downLabel,
  canMoveUp,
  canMoveDown,
  disabled = false,
  onMove,
}: MoveButtonsProps) => (
  <>
    <IconAction label={upLabel} icon={ArrowUp} disabled={!canMoveUp || disabled} onClick={() => onMove(-1)} />
    <IconAction
      label={downLabel}
      icon={ArrowDown}
      disabled={!canMoveDown || disabled}
      onClick={() => onMove(1)}
    />
  </>
);
