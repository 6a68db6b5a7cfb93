import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useResendVerificationMutation } from './queries';

/** Sends the confirmation mail again and tells the user in a toast, success or not. */
export const useResendVerification = () => {
  const { t } = useTranslation('accounts');
  const mutation = useResendVerificationMutation();
  const resend = async (email: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(email);
      notify.success(t('resend.sent'), t('resend.sentTo', { email }));
      return true;
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
      return false;
    }
  };
  return { resend, isPending: mutation.isPending };
};
