import { type VatRule, vatRuleFor, withVat } from '../../../core/domain/payments';
import type { Db } from '../../db/client';
import { selectBillingDetails } from './queries';

export type Priced = { amount: number; vatAmount: number; total: number; vatRule: VatRule };

/**
 * VAT on an amount excl. VAT for this member (docs/PRODUCT.md "Payments"): 21 % unless their billing
 * details name a business in another EU country with a VAT number (reverse charge). No details → consumer.
 */
export const priceFor = async (db: Db, userId: string | null, amount: number): Promise<Priced> => {
  const billing = userId ? await selectBillingDetails(db, userId) : null;
  const vatRule = vatRuleFor({ country: billing?.country ?? 'NL', vatNumber: billing?.vatNumber ?? null });
  const { vat, total } = withVat(amount, vatRule);
  return { amount, vatAmount: vat, total, vatRule };
};
