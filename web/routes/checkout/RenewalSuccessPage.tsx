import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import {
  ACTIVATION_POLL_MS,
  formatDay,
  planName,
  useCheckoutSession,
  useMySubscriptions,
  useRefreshAccount,
} from '@web/features/payments';
import { useSession } from '@web/features/accounts';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /subscription/renewal-success: the renewal is paid; shows until when the plan now runs. */
export const RenewalSuccessPage = () => {
  const { t, i18n } = useTranslation('payments');
  const { isSignedIn } = useSession();
  const mine = useMySubscriptions({ enabled: isSignedIn });
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  // Stripe's webhook may land after the redirect: poll the session until it is completed.
  const session = useCheckoutSession(sessionId, (q) =>
    q.state.data?.status === 'open' ? ACTIVATION_POLL_MS : false,
  );
  const completed = !sessionId || session.data?.status === 'completed';
  const refresh = useRefreshAccount();
  const refreshed = useRef(false);
  useDocumentTitle(t('subscription.renewalSuccess.title'));
  // The renewal moved the period end: read it fresh rather than from the 5-minute cache.
  useEffect(() => {
    if (!completed || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [completed, refresh]);
  const current = mine.data?.current;

  return (
    <div data-testid="renewal-success-page">
      <PageHeader
        eyebrow={t('subscription.renewalSuccess.eyebrow')}
        title={t('subscription.renewalSuccess.title')}
        description={t('subscription.renewalSuccess.intro')}
      />
      <Container size="narrow" className="py-10 sm:py-14">
        <StatePanel
          icon={PartyPopper}
          title={t('subscription.renewalSuccess.title')}
          description={
            <>
              {current?.currentPeriodEnd ? (
                <p className="font-medium text-ink">
                  {t('subscription.renewalSuccess.currentUntil', {
                    plan: planName(t, current.planId, current.planName),
                    date: formatDay(current.currentPeriodEnd, i18n.language),
                  })}
                </p>
              ) : null}
              <p className="mt-2">{t('subscription.renewalSuccess.text')}</p>
            </>
          }
          action={
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/dashboard/betalingen">{t('subscription.renewalSuccess.toPayments')}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/dashboard">{t('subscription.renewalSuccess.toDashboard')}</Link>
              </Button>
            </div>
          }
        />
      </Container>
    </div>
  );
};
