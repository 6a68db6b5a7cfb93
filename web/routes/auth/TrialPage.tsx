import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout, parseTrialRole, SignUpForm } from '@web/features/accounts';
import { SignUpsClosedNotice } from '@web/features/site';

const TrialBenefits = () => {
  const { t } = useTranslation('accounts');
  const items = t('trial.benefits.items', { returnObjects: true }) as unknown;
  const list = Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
  return (
    <section
      aria-labelledby="trial-benefits"
      className="rounded-[var(--radius-card)] bg-forest-900 p-6 text-white sm:p-8"
    >
      <h2 id="trial-benefits" className="text-2xl font-medium text-white">
        {t('trial.benefits.title')}
      </h2>
      <ul className="mt-5 space-y-3.5">
        {list.map((item) => (
          <li key={item} className="flex gap-3 text-forest-50">
            <Check aria-hidden className="mt-1 size-4 shrink-0 text-clay-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** /gratis-proefperiode and /start-free-trial: the role comes from `?role=` (pricing page buttons). */
export const TrialPage = () => {
  const { t } = useTranslation(['screens', 'accounts']);
  const [params] = useSearchParams();
  const role = parseTrialRole(params.get('role'));
  return (
    <AuthLayout
      testId="trial-page"
      title={t('screens:trial.title')}
      intro={t('accounts:trial.intro')}
      aside={<TrialBenefits />}
      footer={
        <>
          {t('accounts:trial.haveAccount')}{' '}
          <Link
            to="/inloggen"
            className="font-medium text-forest-700 underline underline-offset-2 hover:text-forest-800"
          >
            {t('accounts:trial.loginLink')}
          </Link>
        </>
      }
    >
      {/* Sign-ups closed by the admin (issue 16): said before the form; the server refuses too. */}
      <SignUpsClosedNotice />
      {/* A new ?role= (another pricing button) starts a fresh form with that role chosen. */}
      <SignUpForm key={role} initialRole={role} />
    </AuthLayout>
  );
};
