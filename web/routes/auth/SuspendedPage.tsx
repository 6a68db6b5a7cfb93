import { LogOut, Mail, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/Button';
import { AuthLayout, useSignOut } from '@web/features/accounts';

/** /suspended: where a suspended account lands after sign-in (spec §4). */
export const SuspendedPage = () => {
  const { t } = useTranslation('accounts');
  const signOut = useSignOut();
  return (
    <AuthLayout testId="suspended-page" title={t('suspended.title')}>
      <div className="flex flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-clay-100 text-clay-700">
          <ShieldAlert aria-hidden className="size-7" />
        </span>
        <p className="mt-5 leading-relaxed text-ink">{t('suspended.text')}</p>
        <p className="mt-3 leading-relaxed text-ink-soft">{t('suspended.help')}</p>
        <div className="mt-7 flex w-full flex-col gap-3">
          <Button asChild>
            <Link to="/contact">
              <Mail aria-hidden />
              {t('suspended.contact')}
            </Link>
          </Button>
          <Button variant="secondary" onClick={() => void signOut()} data-testid="suspended-sign-out">
            <LogOut aria-hidden />
            {t('suspended.signOut')}
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
};
