import { BellRing, LoaderCircle, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import type { TicketTypeDto } from './api';
import { useJoinWaitlist, useLeaveWaitlist } from './queries';

type WaitlistControlProps = { eventId: string; ticket: TicketTypeDto };

/**
 * A sold-out ticket: 'Op de wachtlijst' with one click, then the place in line and a way off it. An offer
 * already made links to the purchase form.
 */
export const WaitlistControl = ({ eventId, ticket }: WaitlistControlProps) => {
  const { t } = useTranslation('tickets');
  const join = useJoinWaitlist(eventId);
  const leave = useLeaveWaitlist(eventId);
  const entry = ticket.waitlist;

  const handleJoin = async () => {
    try {
      const joined = await join.mutateAsync({ ticketId: ticket.ticketId, quantity: 1 });
      notify.success(t('waitlist.joined', { position: joined.position }));
    } catch (error) {
      notify.error(apiErrorMessage(error, t), apiErrorHint(error, t));
    }
  };
  const handleLeave = async (entryId: string) => {
    try {
      await leave.mutateAsync(entryId);
      notify.success(t('waitlist.left'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t), apiErrorHint(error, t));
    }
  };

  if (entry?.status === 'offered' && entry.offerToken) {
    return (
      <Button asChild size="sm" variant="accent">
        <Link to={`?waitlistOffer=${encodeURIComponent(entry.offerToken)}`} data-testid="waitlist-offer-link">
          {t('waitlist.offerReady')}
        </Link>
      </Button>
    );
  }
  if (entry?.status === 'waiting') {
    return (
      <div className="space-y-2" data-testid="waitlist-entry">
        <p className="text-sm font-medium text-forest-800" role="status">
          {t('waitlist.position', { n: entry.position })}
        </p>
        <Button
          size="sm"
          variant="ghost"
          disabled={leave.isPending}
          onClick={() => void handleLeave(entry.entryId)}
          data-testid="waitlist-leave"
        >
          {leave.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <LogOut aria-hidden />}
          {t('waitlist.leave')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <Button
        size="sm"
        variant="secondary"
        disabled={join.isPending}
        onClick={() => void handleJoin()}
        data-testid="waitlist-join"
      >
        {join.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <BellRing aria-hidden />}
        {t('waitlist.join')}
      </Button>
      <p className="text-xs text-ink-muted">{t('waitlist.explain')}</p>
    </div>
  );
};
