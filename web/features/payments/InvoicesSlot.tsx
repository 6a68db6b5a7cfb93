import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '@web/components/ui/StatePanel';

/**
 * Placeholder for the invoices list (InvoiceList.tsx, built on wt/invoices): the integrator swaps this for
 * `<InvoiceList />` once that branch is merged.
 */
export const InvoicesSlot = () => {
  const { t } = useTranslation('payments');
  return (
    <StatePanel
      icon={ReceiptText}
      title={t('dashboard.invoicesEmptyTitle')}
      description={t('dashboard.invoicesPending')}
    />
  );
};
