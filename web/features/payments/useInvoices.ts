import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvoicePage } from '@core/schemas/payments';
import { apiFetch } from '@web/lib/api';

export type InvoicePageDto = z.infer<typeof InvoicePage>;

export const invoiceKeys = {
  all: ['invoices'] as const,
  page: (page: number) => [...invoiceKeys.all, page] as const,
};

/** The signed-in member's invoices, newest first, one page at a time (GET /api/invoices). */
export const useInvoices = (page: number) =>
  useQuery({
    queryKey: invoiceKeys.page(page),
    queryFn: ({ signal }) => apiFetch<InvoicePageDto>('/api/invoices', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
