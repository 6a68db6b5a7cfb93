import {
  BellOff,
  BellRing,
  LoaderCircle,
  Lock,
  MonitorSmartphone,
  ShieldAlert,
  Smartphone,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { PushSetupError, type PushState, usePushSubscription } from './usePushSubscription';

type NoticeProps = { tone: 'neutral' | 'warning'; icon: typeof Lock; title: ReactNode; children: ReactNode };

const Notice = ({ tone, icon: Icon, title, children }: NoticeProps) => (
  <div
    role="status"
    className={
      tone === 'warning'
        ? 'flex gap-3 rounded-xl border border-clay-300 bg-clay-50 px-4 py-3 text-sm text-clay-700'
        : 'flex gap-3 rounded-xl border border-line bg-sand-50 px-4 py-3 text-sm text-ink-soft'
    }
  >
    <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
    <div className="space-y-1">
      <p className="font-medium text-ink">{title}</p>
      <div>{children}</div>
    </div>
  </div>
);

type PushPermissionSlotProps = {
  /** Called after push was turned on or off here (the settings page unlocks its push switches). */
  onChange?: () => void;
};

/**
 * Web push for this browser on /dashboard/instellingen/notificaties (and /novu-test): every state the browser
 * can be in, with the one thing the member can do about it. Turning push on asks the browser's permission,
 * registers the service worker (never before: visitors and members who keep push off get none) and stores the
 * subscription; turning it off removes both.
 */
export const PushPermissionSlot = ({ onChange }: PushPermissionSlotProps) => {
  const { t } = useTranslation('push');
  const push = usePushSubscription();

  const handleEnable = async () => {
    try {
      await push.enable();
      notify.success(t('permission.enabled'));
      onChange?.();
    } catch (error) {
      notify.error(
        !(error instanceof PushSetupError)
          ? apiErrorMessage(error, t)
          : error.reason === 'unconfigured'
            ? t('errors:push_not_configured')
            : t(`permission.errors.${error.reason}`),
      );
    }
  };

  const handleDisable = async () => {
    try {
      await push.disable();
      notify.success(t('permission.disabled'));
      onChange?.();
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  const body = (state: PushState): ReactNode => {
    switch (state) {
      case 'checking':
        return (
          <div aria-busy="true" className="flex items-center justify-between gap-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-11 w-52 rounded-full" />
          </div>
        );
      case 'insecure':
        return (
          <Notice tone="warning" icon={Lock} title={<span lang="en">{t('permission.insecure.title')}</span>}>
            {t('permission.insecure.text')}
          </Notice>
        );
      case 'unsupported':
      case 'unconfigured':
        return (
          <Notice tone="neutral" icon={Smartphone} title={t(`permission.${state}.title`)}>
            {t(`permission.${state}.text`)}
          </Notice>
        );
      case 'error':
        return (
          <Notice tone="warning" icon={ShieldAlert} title={t('permission.error.title')}>
            <Button variant="link" size="sm" className="h-auto" onClick={push.retry}>
              {t('permission.error.retry')}
            </Button>
          </Notice>
        );
      case 'denied':
        return (
          <Notice tone="warning" icon={BellOff} title={t('permission.denied.title')}>
            <p>{t('permission.denied.text')}</p>
            <ol className="mt-2 list-decimal space-y-0.5 pl-5">
              <li>{t('permission.denied.step1')}</li>
              <li>{t('permission.denied.step2')}</li>
              <li>{t('permission.denied.step3')}</li>
            </ol>
          </Notice>
        );
      case 'off':
      case 'on':
        return (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-ink-soft">
              <Badge tone={state === 'on' ? 'forest' : 'neutral'} data-testid="push-status">
                {t(`permission.${state}.badge`)}
              </Badge>
              {t(`permission.${state}.text`)}
            </p>
            <Button
              variant={state === 'on' ? 'secondary' : 'primary'}
              disabled={push.pending}
              className="w-full sm:w-auto"
              onClick={() => void (state === 'on' ? handleDisable() : handleEnable())}
            >
              {push.pending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : state === 'on' ? (
                <BellOff aria-hidden />
              ) : (
                <BellRing aria-hidden />
              )}
              {t(`permission.${state}.action`)}
            </Button>
          </div>
        );
    }
  };

  return (
    <Card>
      <section aria-labelledby="push-permission-title" data-testid="push-permission" data-state={push.state}>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-700">
              <MonitorSmartphone aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id="push-permission-title" className="font-sans text-lg font-semibold text-ink">
                {t('permission.title')}
              </h2>
              <p className="mt-1 text-sm text-ink-soft">{t('permission.description')}</p>
            </div>
          </div>
          {body(push.state)}
        </CardBody>
      </section>
    </Card>
  );
};
