import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/Button';

/** The remove button of a repeated row (ticket, session, speaker), labelled with what it removes. */
export const RowRemoveButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button
    variant="ghost"
    size="icon"
    aria-label={label}
    title={label}
    onClick={onClick}
    className="text-red-700"
  >
    <Trash2 aria-hidden />
  </Button>
);
