import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceView } from '@core/schemas/payments';
import { Badge } from '@web/components/ui/Badge';
import { buttonVariants } from '@web/components/ui/Button';
import { day, money } from './admin/format';

type InvoiceItemsProps = { invoices: readonly InvoiceView[]; label: string };

/** Invoices as rows: number, date, description, amount incl. VAT, status and the PDF download. */
export const InvoiceItems = ({ invoices, label }: InvoiceItemsProps) => {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  return (
    <ul
      aria-label={label}
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
    >
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          data-testid="invoice-row"
          className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 px-4 py-3 sm:gap-x-4 sm:px-5"
        >
          <div className="min-w-0">
            <p className="font-medium whitespace-nowrap text-ink tabular-nums">{invoice.number}</p>
            <p className="truncate text-sm text-ink">{invoice.description ?? '—'}</p>
            <p className="text-sm text-ink-soft">
              <time dateTime={invoice.issuedAt}>{day(invoice.issuedAt, language)}</time>
              {invoice.vatRule === 'eu_reverse_charge' ? ` · ${t('invoices.reverseCharge')}` : ''}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <p className="font-medium text-ink tabular-nums">{money(invoice.total, language)}</p>
            <Badge tone={invoice.status === 'paid' ? 'forest' : 'clay'}>
              {invoice.status === 'paid' ? t('invoices.paid') : t('invoices.open')}
            </Badge>
          </div>
          <a
            href={invoice.pdfUrl}
            download={`${invoice.number}.pdf`}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={t('invoices.downloadLabel', { number: invoice.number })}
          >
            <Download aria-hidden />
            {t('invoices.download')}
          </a>
        </li>
      ))}
    </ul>
  );
};
