import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { LoaderCircle, LogOut, Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '@core/schemas/accounts';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';

/** "5 minuten geleden" (or "5 minutes ago"); empty for an unreadable date. */
export const lastSeenLabel = (iso: string, language: string, now: Date = new Date()): string => {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  // A clock a few seconds ahead of ours must not read "over 1 minuut".
  const seen = date > now ? now : date;
  return formatDistanceToNow(seen, { addSuffix: true, locale: language === 'en' ? enGB : nl });
};

const isPhone = (device: string): boolean => /iOS|Android/.test(device);

type SessionRowProps = { session: SessionDto; busy: boolean; onRevoke: (session: SessionDto) => void };

/** One signed-in device: what, where from, when last used; "Uitloggen" for every device but this one. */
export const SessionRow = ({ session, busy, onRevoke }: SessionRowProps) => {
  const { t, i18n } = useTranslation('security');
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  return (
    <li
      className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex"
      data-testid="session-row"
    >
      <Icon aria-hidden className="size-5 shrink-0 text-forest-700" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {session.device}
          {session.current ? <Badge tone="forest">{t('sessions.current')}</Badge> : null}
        </p>
        <p className="text-sm break-words text-ink-soft">
          {session.ipAddress ? `${session.ipAddress} · ` : ''}
          {t('sessions.lastSeen', { when: lastSeenLabel(session.lastSeenAt, i18n.resolvedLanguage ?? 'nl') })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="col-start-2 justify-self-start"
          disabled={busy}
          onClick={() => onRevoke(session)}
          aria-label={t('sessions.signOutNamed', { device: session.device })}
        >
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <LogOut aria-hidden />}
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
};
