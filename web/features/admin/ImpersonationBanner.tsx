import { useQueryClient } from '@tanstack/react-query';
import { Eye, LoaderCircle } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Container } from '@web/components/ui/Container';
import { type ImpersonationInfo, sessionKeys, useSession } from '@web/features/accounts';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useImpersonationSwitch } from './useImpersonationSwitch';

const timeFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', { hour: '2-digit', minute: '2-digit' });

const BannerContent = ({ info }: { info: ImpersonationInfo }) => {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { stop, stopping } = useImpersonationSwitch();

  // At the end of the hour the session is gone: ask again, so the app notices and signs out.
  useEffect(() => {
    const left = Date.parse(info.expiresAt) - Date.now();
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      Math.max(0, Math.min(left + 1_000, 2 ** 31 - 1)),
    );
    return () => window.clearTimeout(timer);
  }, [info.expiresAt, queryClient]);

  const handleStop = async () => {
    try {
      await stop();
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
  };

  return (
    <div
      role="region"
      aria-label={t('banner.label')}
      data-testid="impersonation-banner"
      className="bg-clay-600 text-white"
    >
      <Container size="wide" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm">
        <Eye aria-hidden className="size-4 shrink-0" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{t('banner.viewingAs', { name: info.targetName })}</span>{' '}
          <span className="text-white/90">
            {t('banner.details', {
              admin: info.adminName,
              time: timeFormat(i18n.language).format(new Date(info.expiresAt)),
            })}
          </span>
        </p>
        <Button size="sm" variant="light" onClick={() => void handleStop()} disabled={stopping}>
          {stopping ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {t('banner.stop')}
        </Button>
      </Container>
    </div>
  );
};

/**
 * The bar on every page while an admin views the app as another user (spec §4): target, admin, expiry and
 * "Stoppen", which returns to /admin. Renders nothing otherwise; its translations load only when needed.
 */
export const ImpersonationBanner = () => {
  const { user } = useSession();
  if (!user?.impersonation) return null;
  return (
    <Suspense fallback={null}>
      <BannerContent info={user.impersonation} />
    </Suspense>
  );
};
