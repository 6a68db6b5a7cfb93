import { useTranslation } from 'react-i18next';
import { notify } from '@web/lib/toast';

/** Copy text to the clipboard and say so in a toast (or that it failed, e.g. without clipboard permission). */
export const useCopyText = (): ((text: string, successMessage: string) => Promise<void>) => {
  const { t } = useTranslation('security');
  return async (text, successMessage) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(successMessage);
    } catch {
      notify.error(t('copyFailed'));
    }
  };
};
