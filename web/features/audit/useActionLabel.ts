import { useTranslation } from 'react-i18next';

/** 'settings.update' → 'Instelling gewijzigd'; an action without a label is shown as it is recorded. */
export const useActionLabel = () => {
  const { t } = useTranslation('audit');
  return (action: string): string => t(`actions.${action}`, { defaultValue: action });
};
