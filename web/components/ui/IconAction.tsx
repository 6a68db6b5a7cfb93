import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/Button';

type IconActionProps = Omit<ButtonProps, 'aria-label' | 'children' | 'variant' | 'size' | 'asChild'> & {
  /** The accessible name: an icon button has no text of its own. */
  label: string;
  icon: LucideIcon;
};

/** A row action shown as an icon alone (edit, delete, move…): a ghost icon button named by its label. */
export const IconAction = ({ label, icon: Icon, ...props }: IconActionProps) => (
  <Button variant="ghost" size="icon" aria-label={label} {...props}>
    <Icon aria-hidden />
  </Button>
);
