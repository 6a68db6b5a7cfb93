import { ArrowRight, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/Button';
import {
  AuthLayout,
  GoogleSignIn,
  LoginForm,
  safeRedirectPath,
  useSession,
  useSignOut,
} from '@web/features/accounts';

/** Someone who is already signed in gets a way on instead of a second login form. */
const AlreadySignedIn = ({ name }: { name: string }) => {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const signOut = useSignOut();
  return (
    <div data-testid="login-signed-in" className="text-center">
      <h2 className="font-sans text-lg font-semibold">{t('login.signedIn.title')}</h2>
      <p className="mt-1 text-ink-soft">{t('login.signedIn.text', { name })}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button asChild>
          <Link to={safeRedirectPath(params.get('from'))}>
            {t('login.signedIn.continue')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          <LogOut aria-hidden />
          {t('login.signedIn.signOut')}
        </Button>
      </div>
    </div>
  );
};

/** /auth/login, /login, /inloggen. */
export const LoginPage = () => {
  const { t } = useTranslation(['screens', 'accounts']);
  const { user } = useSession();
  return (
    <AuthLayout
      testId="login-page"
      title={t('screens:login.title')}
      intro={t('accounts:login.intro')}
      footer={
        <>
          {t('accounts:login.noAccount')}{' '}
          <Link
            to="/gratis-proefperiode"
            className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-800"
          >
            {t('accounts:login.trialLink')}
          </Link>
        </>
      }
    >
      {user ? (
        <AlreadySignedIn name={user.name} />
      ) : (
        <div className="space-y-6">
          <GoogleSignIn />
          <LoginForm />
        </div>
      )}
    </AuthLayout>
  );
};
