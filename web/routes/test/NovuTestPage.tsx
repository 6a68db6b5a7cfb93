import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Container } from '@web/components/ui/Container';
import { PageHeading } from '@web/components/ui/PageHeading';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { useSession } from '@web/features/accounts';
import {
  ChannelOutcomes,
  PushPermissionSlot,
  TestArrivals,
  TestNotificationForm,
  useTestNotification,
} from '@web/features/notifications';
import { useNotificationPreferences } from '@web/features/settings';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';

const PATH = '/novu-test';

/** The signed-in part: send, see each channel's outcome, watch it arrive, and switch push for this browser. */
const NovuTestWorkbench = ({ isAdmin }: { isAdmin: boolean }) => {
  const { t } = useTranslation('push');
  const preferences = useNotificationPreferences();
  const test = useTestNotification(true);
  const preference = preferences.data?.preferences.find((p) => p.type === 'product_updates');

  return (
    // Phones read top to bottom: send, the channels, what arrived, then the push switch. Wide screens keep what
    // arrived beside the rest.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card className="lg:col-start-1 lg:row-start-1">
        <section aria-labelledby="test-send-title">
          <CardBody className="space-y-5 p-5 sm:p-6">
            <div>
              <h2 id="test-send-title" className="font-sans text-lg font-semibold text-ink">
                {t('test.sendTitle')}
              </h2>
              <p className="mt-1 text-sm text-ink-soft">{t('test.sendText')}</p>
            </div>
            <TestNotificationForm onSend={test.send} sending={test.sending} />
          </CardBody>
        </section>
      </Card>
      <section aria-labelledby="test-channels-title" className="space-y-3 lg:col-start-1 lg:row-start-2">
        <h2 id="test-channels-title" className="font-sans text-lg font-semibold text-ink">
          {t('test.channelsTitle')}
        </h2>
        <ChannelOutcomes
          preference={preference}
          result={test.result}
          inApp={test.inApp}
          isAdmin={isAdmin}
          onLookAgain={test.lookAgain}
        />
      </section>
      <Card className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <section aria-labelledby="test-arrivals-title">
          <CardBody className="space-y-4 p-5 sm:p-6">
            <div>
              <h2 id="test-arrivals-title" className="font-sans text-lg font-semibold text-ink">
                {t('test.arrivals.title')}
              </h2>
              <p className="mt-1 text-sm text-ink-soft">{t('test.arrivals.text')}</p>
            </div>
            <TestArrivals
              items={test.arrivals.data}
              isError={test.arrivals.isError}
              onRetry={() => void test.arrivals.refetch()}
              highlightId={test.result?.notification?.id ?? null}
            />
          </CardBody>
        </section>
      </Card>
      <div className="lg:col-start-1 lg:row-start-3">
        <PushPermissionSlot />
      </div>
    </div>
  );
};

/**
 * /novu-test (spec §2 test pages): a member sends a test notification to themself and sees it arrive through
 * each channel that is on. Open like the other test pages; visitors are asked to sign in first.
 */
export const NovuTestPage = () => {
  const { t } = useTranslation(['screens', 'push']);
  const session = useSession();
  useDocumentTitle(t('screens:novuTest.title'));

  return (
    <Container className="py-10 sm:py-14" data-testid="novu-test-page">
      <PageHeading title={t('screens:novuTest.title')} description={t('push:test.description')} />
      {session.isLoading ? (
        <SkeletonList rows={3} rowClassName="h-24 rounded-[var(--radius-card)]" />
      ) : session.user ? (
        <NovuTestWorkbench isAdmin={session.user.roles.includes('admin')} />
      ) : (
        <StatePanel
          icon={LogIn}
          title={t('push:test.signInTitle')}
          description={t('push:test.signInText')}
          action={
            <Button asChild>
              <Link to={`/inloggen?from=${encodeURIComponent(PATH)}`}>{t('push:test.signIn')}</Link>
            </Button>
          }
        />
      )}
    </Container>
  );
};
