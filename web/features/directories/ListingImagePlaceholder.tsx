import { Building2 } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A calm surface for a profile without a photo. */
export const ListingImagePlaceholder = ({ className }: { className?: string }) => (
  <div className={cn('grid place-items-center bg-gradient-to-br from-forest-100 to-sand-200', className)}>
    <Building2 aria-hidden className="size-10 text-forest-700/50" />
  </div>
);
