import { lazy } from 'react';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useSession } from '@web/features/accounts';
import { amsterdamDateOf } from '@core/domain/weeklyHours';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import { useMyVenueBookings, useVenueCalendar } from './queries';

/**
 * The request form and the organisation's own requests: only a signed-in organisation sees them, so their code (the
 * form, its zod schema, the month calendar, date-fns) loads then, not with every venue page.
 */
const VenueBookingRequest = lazy(() =>
  import('./VenueBookingRequest').then((m) => ({ default: m.VenueBookingRequest })),
);

/** 'Boek deze locatie': a login link for visitors, the reason for non-organisations, the form for organisations. */
export const VenueBookingSection = ({ venueId }: { venueId: string }) => {
  const { t } = useTranslation('bookings');
  const { isSignedIn, isLoading } = useSession();
  const location = useLocation();
  const today = amsterdamDateOf(new Date());
  const calendar = useVenueCalendar(venueId, today, today);
  const mine = useMyVenueBookings(venueId, isSignedIn);
  const units = calendar.data?.units.filter((u) => u.isActive) ?? [];

  const body = () => {
    if (isLoading || calendar.isPending) return <Skeleton className="h-40 w-full" />;
    if (!isSignedIn) {
      const from = `${location.pathname}${location.search}`;
      return (
        <div className="flex flex-wrap items-center gap-3" data-testid="booking-login">
          <p className="text-ink-soft">{t('request.login')}</p>
          <Button asChild size="sm">
            <a href={`/auth/login?from=${encodeURIComponent(from)}`}>{t('request.loginAction')}</a>
          </Button>
        </div>
      );
    }
    if (units.length === 0) return <p className="text-ink-soft">{t('request.noUnits')}</p>;
    if (mine.isPending) return <Skeleton className="h-40 w-full" />;
    if (mine.isError) return <p className="text-sm text-red-700">{apiErrorMessage(mine.error, t)}</p>;
    if (!mine.data.organization)
      return (
        <div className="space-y-3" data-testid="booking-need-organization">
          <p className="text-ink-soft">{t('request.needOrganization')}</p>
          <Button asChild variant="secondary" size="sm">
            <Link to="/dashboard/organization/profiel">{t('request.needOrganizationAction')}</Link>
          </Button>
        </div>
      );
    return (
      <LazyBoundary fallback={<Skeleton className="h-40 w-full" />}>
        <VenueBookingRequest
          venueId={venueId}
          units={units}
          organizationName={mine.data.organization.name}
          mine={mine.data}
        />
      </LazyBoundary>
    );
  };

  return (
    <section aria-labelledby="venue-booking-title" id="boeken" data-testid="venue-booking">
      <Card>
        <CardBody className="space-y-4">
          <div>
            <h2
              id="venue-booking-title"
              className="flex items-center gap-2 font-display text-2xl font-semibold"
            >
              <CalendarPlus aria-hidden className="size-6 text-forest-600" />
              {t('request.title')}
            </h2>
            <p className="mt-1 text-ink-soft">{t('request.text')}</p>
          </div>
          {body()}
        </CardBody>
      </Card>
    </section>
  );
};
