import { BadgeCheck, CircleOff, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { checkoutIntervalOf, currentSubscription, grantsRoles, rolesOfPlan } from '@core/domain/payments';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useSession } from '@web/features/accounts';
import { CheckoutSkeleton, checkoutHref, planName, useMySubscriptions } from '@web/features/payments';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /subscription-expired: what stopped working with the member's last plan, and the way to renew it. */
export const SubscriptionExpiredPage = () => {
  const { t } = useTranslation('payments');
  const { pathname } = useLocation();
  const { isSignedIn, isLoading } = useSession();
  const mine = useMySubscriptions({ enabled: isSignedIn });
  useDocumentTitle(t('subscription.expired.title'));
  const subs = mine.data?.subscriptions ?? [];
  const current = mine.data?.current ?? null;
  const stillActive = current && grantsRoles(current, new Date()) ? current : null;
  // The member's last subscription: the current one of spec §4 (first active, else the newest).
  const last = currentSubscription(subs);
  const lost = last ? rolesOfPlan(last.planId) : [];
  const pricingButton = (
    <Button asChild variant="secondary">
      <Link to="/prijzen">{t('subscription.expired.choose')}</Link>
    </Button>
  );

  let body;
  if (isLoading || (isSignedIn && mine.isPending)) body = <CheckoutSkeleton />;
  else if (!isSignedIn)
    body = (
      <StatePanel
        icon={CircleOff}
        title={t('subscription.expired.title')}
        description={t('subscription.expired.loginText')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to={`/auth/login?from=${encodeURIComponent(pathname)}`}>
                {t('subscription.expired.login')}
              </Link>
            </Button>
            {pricingButton}
          </div>
        }
      />
    );
  else if (mine.isError)
    body = (
      <ErrorPanel
        title={t('dashboard.errorTitle')}
        description={t('dashboard.errorText')}
        retryLabel={t('dashboard.retry')}
        onRetry={() => void mine.refetch()}
      />
    );
  else if (stillActive)
    body = (
      <StatePanel
        icon={BadgeCheck}
        title={t('subscription.expired.activeTitle')}
        description={t('subscription.expired.activeText', {
          plan: planName(t, stillActive.planId, stillActive.planName),
        })}
        action={
          <Button asChild>
            <Link to="/dashboard/betalingen">{t('subscription.expired.toPayments')}</Link>
          </Button>
        }
      />
    );
  else if (!last)
    body = (
      <StatePanel
        icon={Sprout}
        title={t('subscription.expired.noSubscriptionTitle')}
        description={t('subscription.expired.noSubscriptionText')}
        action={pricingButton}
      />
    );
  else {
    const name = planName(t, last.planId, last.planName);
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardBody>
            <h2 className="font-sans text-lg font-semibold">{t('subscription.expired.lostTitle')}</h2>
            {lost.length > 0 ? (
              <>
                <p className="mt-2 text-ink-soft">{t('subscription.expired.lostLead', { plan: name })}</p>
                <ul className="mt-4 space-y-3" data-testid="lost-features">
                  {lost.map((role) => (
                    <li key={role} className="flex gap-3">
                      <CircleOff aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-600" />
                      <span>{t(`subscription.expired.lost.${role}`)}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-2 text-ink-soft">{t('subscription.expired.nothingLost')}</p>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="font-sans text-lg font-semibold">{t('subscription.expired.renewTitle')}</h2>
            <p className="mt-2 text-ink-soft">{t('subscription.expired.renewText')}</p>
            <div className="mt-5 flex flex-col gap-3">
              <Button asChild>
                <Link
                  to={checkoutHref(last.planId, checkoutIntervalOf(last.interval))}
                  data-testid="renew-last-plan"
                >
                  {t('subscription.expired.renew', { plan: name })}
                </Link>
              </Button>
              {pricingButton}
            </div>
          </CardBody>
        </Card>
      </div>
    );
  }

  return (
    <div data-testid="subscription-expired-page">
      <PageHeader
        eyebrow={t('subscription.expired.eyebrow')}
        title={t('subscription.expired.title')}
        description={t('subscription.expired.intro')}
      />
      <Container className="py-10 sm:py-14">{body}</Container>
    </div>
  );
};
