import { planPrice, rolesOfPlan } from '../../../core/domain/payments';
import type { z } from 'zod';
import type {
  AdminSubscriptionRow,
  BillingDetails,
  InvoiceView,
  SubscriptionView,
} from '../../../core/schemas/payments';
import type { AdminSubscriptionRowData } from './queriesAdmin';
import type { BillingDetailsRow, InvoiceRow } from './queriesInvoices';

/** Rows → the DTOs of core/schemas/payments for billing details, invoices and the admin screen. */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const cents = (n: number): number => Math.round(n * 100) / 100;

export const presentBillingDetails = (row: BillingDetailsRow): BillingDetails => ({
  name: row.name,
  company: row.company,
  street: row.street,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country,
  vatNumber: row.vatNumber,
});

export const presentInvoice = (row: InvoiceRow): InvoiceView => ({
  id: row.id,
  number: row.number,
  description: row.description,
  amount: row.amountExclVat,
  vatAmount: row.vatAmount,
  total: cents(row.amountExclVat + row.vatAmount),
  vatRule: row.vatRule === 'eu_reverse_charge' ? 'eu_reverse_charge' : 'nl_standard',
  status: row.status,
  issuedAt: row.issuedAt.toISOString(),
  paidAt: iso(row.paidAt),
  pdfUrl: `/api/invoices/${row.id}/pdf`,
});

export const presentSubscription = (row: AdminSubscriptionRowData): SubscriptionView => {
  const s = row.sub;
  const charges = s.status !== 'canceled' && s.status !== 'canceled_at_period_end' && !s.cancelAtPeriodEnd;
  return {
    id: s.id,
    userId: s.userId,
    planId: s.planId,
    planName: row.planName,
    isPremium: row.isPremium,
    isCombo: row.planKind === 'combo',
    roles: rolesOfPlan(s.planId),
    interval: s.interval,
    status: s.status,
    trialEndsAt: iso(s.trialEndsAt),
    currentPeriodStart: iso(s.currentPeriodStart),
    currentPeriodEnd: iso(s.currentPeriodEnd),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    canceledAt: iso(s.canceledAt),
    nextAmount: charges && s.grantedBy === null ? planPrice(s.planId, s.interval) : null,
    provider: s.providerSubscriptionId ? 'stripe' : 'test',
    createdAt: s.createdAt.toISOString(),
  };
};

export const presentAdminSubscription = (
  row: AdminSubscriptionRowData,
): z.infer<typeof AdminSubscriptionRow> => ({
  ...presentSubscription(row),
  memberName: row.memberName,
  memberEmail: row.memberEmail,
});
