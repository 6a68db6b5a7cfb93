import { PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { PageHeader } from '@web/components/ui/PageHeader';
import { StatePanel } from '@web/components/ui/StatePanel';
import { formatDay, planName, useMySubscriptions, useRefreshAccount } from '@web/features/payments';
import { useSession } from '@web/features/accounts';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

/** /subscription/renewal-success: the renewal is paid; shows until when the plan now runs. */
export const RenewalSuccessPage = () => {
  const { t, i18n } = useTranslation('payments');
  const { isSignedIn } = useSession();
  const mine = useMySubscriptions({ enabled: isSignedIn });
  const refresh = useRefreshAccount();
  useDocumentTitle(t('subscription.renewalSuccess.title'));
  // The renewal moved the period end: read it fresh rather than from the 5-minute cache.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void refresh(), []);
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
