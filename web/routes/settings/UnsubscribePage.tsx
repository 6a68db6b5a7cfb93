import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@web/features/accounts';
import { UnsubscribePanel } from '@web/features/settings';

/** /afmelden?token=…: the unsubscribe link of every notification mail; works without a login. */
export const UnsubscribePage = () => {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthLayout title={t('unsubscribe.title')} testId="unsubscribe-page">
      <UnsubscribePanel token={token} />
    </AuthLayout>
  );
};
