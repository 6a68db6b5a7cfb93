import { BadgeCheck, EyeOff, LoaderCircle, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProfileSummaryDto, ProfileFlag } from '@core/schemas/adminDirectory';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/toast';
import { useUpdateProfileFlags } from './queries';

const ICONS = { isVerified: BadgeCheck, isPremium: Star, isHidden: EyeOff } as const;
const ORDER: readonly ProfileFlag[] = ['isVerified', 'isPremium', 'isHidden'];

type FlagTogglesProps = {
  profile: Pick<AdminProfileSummaryDto, 'id' | 'type' | 'name' | 'isVerified' | 'isPremium' | 'isHidden'>;
  className?: string;
};

/**
 * Verifiëren, Premium, Verbergen as toggle buttons (aria-pressed). Hiding takes the profile off the public
 * site, so it asks first; every change ends in a toast.
 */
export const FlagToggles = ({ profile, className }: FlagTogglesProps) => {
  const { t } = useTranslation('adminDirectory');
  const update = useUpdateProfileFlags();
  const [confirmHide, setConfirmHide] = useState(false);
  const [busy, setBusy] = useState<ProfileFlag | null>(null);

  const apply = async (flag: ProfileFlag, value: boolean) => {
    setBusy(flag);
    try {
      await update.mutateAsync({ type: profile.type, id: profile.id, flags: { [flag]: value } });
      notify.success(t(`flags.${flag}.${value ? 'on' : 'off'}Done`, { name: profile.name }));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  const toggle = (flag: ProfileFlag) => {
    const next = !profile[flag];
    if (flag === 'isHidden' && next) setConfirmHide(true);
    else void apply(flag, next);
  };

  return (
    <div
      className={cn('grid grid-cols-3 gap-2 sm:flex sm:flex-wrap', className)}
      role="group"
      aria-label={t('flags.group', { name: profile.name })}
    >
      {ORDER.map((flag) => {
        const Icon = busy === flag ? LoaderCircle : ICONS[flag];
        const on = profile[flag];
        return (
          <Button
            key={flag}
            size="sm"
            variant={on ? 'primary' : 'secondary'}
            aria-pressed={on}
            disabled={busy !== null}
            data-testid={`toggle-${flag}`}
            onClick={() => toggle(flag)}
            className={cn('px-2 sm:px-4', on && flag === 'isHidden' && 'bg-clay-600 hover:bg-clay-700')}
          >
            <Icon aria-hidden className={busy === flag ? 'animate-spin' : undefined} />
            {t(`flags.${flag}.label`)}
          </Button>
        );
      })}
      <Dialog
        open={confirmHide}
        onOpenChange={setConfirmHide}
        title={t('flags.hideConfirm.title', { name: profile.name })}
        description={t('flags.hideConfirm.text')}
        closeLabel={t('flags.hideConfirm.cancel')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmHide(false)}>
              {t('flags.hideConfirm.cancel')}
            </Button>
            <Button
              variant="accent"
              data-testid="confirm-hide"
              onClick={() => {
                setConfirmHide(false);
                void apply('isHidden', true);
              }}
            >
              <EyeOff aria-hidden />
              {t('flags.hideConfirm.confirm')}
            </Button>
          </>
        }
      />
    </div>
  );
};
