import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { priceLabel, type PriceLabelInput } from '@core/domain/priceLabel';

/** The card price label of core/domain/priceLabel in the current language. */
export const usePriceLabel = (): ((input: PriceLabelInput) => string) => {
  const { t, i18n } = useTranslation('events');
  const language = moneyLanguage(i18n.language);
  return (input) => {
    const label = priceLabel(input);
    switch (label.kind) {
      case 'free':
        return t('price.free');
      case 'from':
        return t('price.from', { amount: formatMoney(label.amount, language) });
      case 'single':
        return formatMoney(label.amount, language);
      case 'unknown':
        return t('price.unknown');
    }
  };
};
