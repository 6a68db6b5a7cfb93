import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/Card';
import { Badge } from '@web/components/ui/Badge';
import { ResponsiveImage } from '@web/components/ui/ResponsiveImage';
import { cn } from '@web/lib/cn';
import { ErrorBoundary } from '@web/lib/ErrorBoundary';

type CardMediaProps = {
  imageUrl: string | null | undefined;
  /** Spec §9: the first cards load their image with priority. */
  priority: boolean;
  list: boolean;
  /** Shown without an image or when it fails to load. */
  placeholder: ReactNode;
  /** The 'Premium' badge text, or null for none. */
  premiumLabel: string | null;
  premiumTestId: string;
};

/** The image (or placeholder) and the premium badge at the head of a listing or event card. */
export const CardMedia = ({
  imageUrl,
  priority,
  list,
  placeholder,
  premiumLabel,
  premiumTestId,
}: CardMediaProps) => (
  <div
    className={cn(
      'relative shrink-0 overflow-hidden bg-sand-200',
      list ? 'w-32 self-stretch sm:w-56' : 'aspect-[16/10]',
    )}
  >
    <ResponsiveImage
      src={imageUrl}
      alt=""
      layout={list ? 'cardList' : 'card'}
      priority={priority}
      fallback={placeholder}
      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
    {premiumLabel ? (
      <Badge tone="premium" className="absolute top-3 left-3" data-testid={premiumTestId}>
        <Star aria-hidden className="size-3 fill-current" />
        {premiumLabel}
      </Badge>
    ) : null}
  </div>
);

/** A card that fails to render shows `message` in its place and leaves the rest of the list alone. */
export const CardBoundary = ({ message, children }: { message: string; children: ReactNode }) => (
  <ErrorBoundary
    fallback={
      <Card className="grid h-full min-h-48 place-items-center p-6 text-center text-sm text-ink-muted">
        {message}
      </Card>
    }
  >
    {children}
  </ErrorBoundary>
);
