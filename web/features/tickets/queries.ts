import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketOrderBody } from '@core/schemas/tickets';
import {
  cancelTicketOrder,
  checkInTicket,
  createTicketOrder,
  fetchAvailability,
  fetchMyTickets,
  fetchOrganiserOrders,
  fetchTicketOrder,
  fetchTicketSales,
  fetchWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
} from './api';

export const ticketKeys = {
  all: ['tickets'] as const,
  availability: (eventId: string) => [...ticketKeys.all, 'availability', eventId] as const,
  order: (orderId: string) => [...ticketKeys.all, 'order', orderId] as const,
  mine: (page: number) => [...ticketKeys.all, 'mine', page] as const,
  offer: (token: string) => [...ticketKeys.all, 'offer', token] as const,
  sales: (eventId: string) => [...ticketKeys.all, 'sales', eventId] as const,
  orders: (eventId: string, page: number, q: string) =>
    [...ticketKeys.all, 'orders', eventId, page, q] as const,
};

/** While a paid order waits for its webhook, the success page asks again this often. */
export const PENDING_POLL_MS = 2000;

export const useTicketAvailability = (eventId: string) =>
  useQuery({
    queryKey: ticketKeys.availability(eventId),
    queryFn: ({ signal }) => fetchAvailability(eventId, signal),
  });

export const useTicketOrder = (orderId: string | null) =>
  useQuery({
    queryKey: ticketKeys.order(orderId ?? ''),
    queryFn: ({ signal }) => fetchTicketOrder(orderId!, signal),
    enabled: !!orderId,
    // The webhook may lag behind the return from checkout: poll until the order settles.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useMyTickets = (page: number) =>
  useQuery({
    queryKey: ticketKeys.mine(page),
    queryFn: ({ signal }) => fetchMyTickets(page, signal),
    placeholderData: keepPreviousData,
  });

export const useWaitlistOffer = (token: string | null) =>
  useQuery({
    queryKey: ticketKeys.offer(token ?? ''),
    queryFn: ({ signal }) => fetchWaitlistOffer(token!, signal),
    enabled: !!token,
    retry: false,
  });

export const useTicketSales = (eventId: string) =>
  useQuery({
    queryKey: ticketKeys.sales(eventId),
    queryFn: ({ signal }) => fetchTicketSales(eventId, signal),
  });

export const useOrganiserOrders = (eventId: string, page: number, q: string) =>
  useQuery({
    queryKey: ticketKeys.orders(eventId, page, q),
    queryFn: ({ signal }) => fetchOrganiserOrders(eventId, page, q, signal),
    placeholderData: keepPreviousData,
  });

/** Every ticket write refreshes what the ticket screens show (availability, orders, sales). */
const useInvalidateTickets = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ticketKeys.all });
};

export const useCreateTicketOrder = (eventId: string) => {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: CreateTicketOrderBody) => createTicketOrder(eventId, body),
    onSettled: invalidate,
  });
};

export const useJoinWaitlist = (eventId: string) => {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: { ticketId: string; quantity: number }) => joinWaitlist(eventId, body),
    onSuccess: invalidate,
  });
};

export const useLeaveWaitlist = (eventId: string) => {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (entryId: string) => leaveWaitlist(eventId, entryId),
    onSuccess: invalidate,
  });
};

export const useCancelTicketOrder = () => {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: cancelTicketOrder, onSuccess: invalidate });
};

export const useCheckIn = (eventId: string) => {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: (code: string) => checkInTicket(eventId, code), onSuccess: invalidate });
};
