import { lazy } from 'react';
import { Skeleton } from '@web/components/ui/Skeleton';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import type { TicketOrderFormProps } from './TicketOrderForm';

const TicketOrderForm = lazy(() => import('./TicketOrderForm').then((m) => ({ default: m.TicketOrderForm })));

/**
 * The order form appears only after a signed-in member picks a ticket, so its code (react-hook-form, the zod
 * order schema) loads then, not with every event page (bench/bundle.ts).
 */
export const LazyTicketOrderForm = (props: TicketOrderFormProps) => (
  <LazyBoundary
    fallback={<Skeleton className="h-40 w-full rounded-xl" data-testid="ticket-order-form-loading" />}
  >
    <TicketOrderForm {...props} />
  </LazyBoundary>
);
