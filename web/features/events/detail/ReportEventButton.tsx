import { Flag } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { useSession } from '@web/features/accounts';
import { LazyBoundary } from '@web/lib/LazyBoundary';

const ReportEventDialog = lazy(() =>
  import('./ReportEventDialog').then((m) => ({ default: m.ReportEventDialog })),
);

type ReportEventButtonProps = { eventId: string };

/**
 * 'Evenement melden' (issue 16): a signed-in member tells the admins what is wrong with an event; visitors
 * are led to the login first. One open report per member per event: a second one says so. The dialog's code
 * loads on the first press.
 */
export const ReportEventButton = ({ eventId }: ReportEventButtonProps) => {
  const { t } = useTranslation('eventDetail');
  const { isSignedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const label = (
    <>
      <Flag aria-hidden />
      {t('report.button')}
    </>
  );
  if (!isSignedIn) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Button asChild variant="ghost" size="sm" className="w-full text-ink-soft">
        <Link to={`/auth/login?from=${encodeURIComponent(from)}`} data-testid="report-event">
          {label}
        </Link>
      </Button>
    );
  }

  const handleOpen = () => {
    setPressed(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="w-full text-ink-soft"
        onClick={handleOpen}
        data-testid="report-event"
      >
        {label}
      </Button>
      {pressed ? (
        <LazyBoundary fallback={null}>
          <ReportEventDialog eventId={eventId} open={open} onOpenChange={setOpen} />
        </LazyBoundary>
      ) : null}
    </>
  );
};
