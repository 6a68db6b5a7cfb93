import { LoaderCircle, MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { useResendVerification } from './useResendVerification';

type CheckInboxPanelProps = { email: string; onRestart: () => void };

/** After sign-up: names the address the confirmation went to, offers to send it again or start over. */
export const CheckInboxPanel = ({ email, onRestart }: CheckInboxPanelProps) => {
  const { t } = useTranslation('accounts');
  const { resend, isPending } = useResendVerification();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form just disappeared: move focus to the news so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div
      role="status"
      data-testid="check-inbox"
      className="flex flex-col items-center px-1 py-6 text-center sm:py-10"
    >
      <span className="grid size-16 place-items-center rounded-full bg-forest-50 text-forest-700">
        <MailCheck aria-hidden className="size-8" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-3xl font-medium focus:outline-none">
        {t('checkInbox.title')}
      </h2>
      <p className="mt-3 max-w-md text-base leading-relaxed text-ink-soft">
        <Trans
          t={t}
          i18nKey="checkInbox.text"
          values={{ email }}
          components={{ email: <strong className="font-semibold break-all text-ink" /> }}
        />
      </p>
      <p className="mt-3 max-w-md text-sm text-ink-muted">{t('checkInbox.spam')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button
          variant="primary"
          onClick={() => void resend(email)}
          disabled={isPending}
          data-testid="resend-verification"
        >
          {isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
          {isPending ? t('resend.sending') : t('checkInbox.resend')}
        </Button>
        <Button variant="secondary" onClick={onRestart}>
          {t('checkInbox.restart')}
        </Button>
      </div>
    </div>
  );
};
