import { Skeleton } from '@web/components/ui/Skeleton';
import { Container } from '@web/components/ui/Container';

/** Placeholder while a page suspends (namespace or chunk still loading). */
export const PageFallback = () => (
  <div aria-busy="true" className="min-h-[60vh]">
    <div className="border-b border-line/70 bg-sand-100/70">
      <Container className="py-14">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-5 h-10 w-2/3 max-w-lg" />
        <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      </Container>
    </div>
  </div>
);
