import { useTranslation } from 'react-i18next';
import type { IssuedTicketView } from '@core/schemas/tickets';
import { Badge } from '@web/components/ui/Badge';
import { cn } from '@web/lib/cn';
import { formatDateTime, isSvgMarkup } from './format';

type TicketCardProps = { ticket: IssuedTicketView; eventTitle: string; ticketName: string; index: number };

/** One ticket: QR, code XXXXX-XXXXX, holder; printed as its own block. */
export const TicketCard = ({ ticket, eventTitle, ticketName, index }: TicketCardProps) => {
  const { t, i18n } = useTranslation('tickets');
  const canceled = ticket.status === 'canceled';
  return (
    <li
      className={cn(
        'ticket-print-block flex flex-col items-center gap-4 rounded-2xl border border-dashed border-forest-300 bg-white p-5 sm:flex-row sm:items-center',
        canceled && 'opacity-60',
      )}
      data-testid="issued-ticket"
    >
      {isSvgMarkup(ticket.qrSvg) ? (
        <div
          role="img"
          aria-label={t('success.qrLabel', { code: ticket.displayCode })}
          className="size-40 shrink-0 [&_svg]:size-full"
          data-testid="ticket-qr"
          dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
        />
      ) : null}
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <p className="text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">
          {t('success.ticketNumber', { n: index + 1 })} · {ticketName}
        </p>
        <p className="mt-1 font-display text-lg font-semibold text-ink">{eventTitle}</p>
        <p
          className="mt-2 font-mono text-2xl font-semibold tracking-widest text-forest-800"
          data-testid="ticket-code"
        >
          {ticket.displayCode}
        </p>
        <p className="mt-1 text-sm text-ink-soft">{t('success.holder', { name: ticket.holderName })}</p>
        {canceled ? (
          <Badge tone="destructive" className="mt-2">
            {t('success.canceledTicket')}
          </Badge>
        ) : ticket.checkedInAt ? (
          <Badge tone="forest" className="mt-2">
            {t('success.checkedInAt', { time: formatDateTime(ticket.checkedInAt, i18n.language) })}
          </Badge>
        ) : null}
      </div>
    </li>
  );
};
