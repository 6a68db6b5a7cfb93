import { useTranslation } from 'react-i18next';
import { formatLabelAmount, priceLabel, type PriceLabelInput } from '@core/domain/priceLabel';

/** The card price label of core/domain/priceLabel in the current language. */
export const usePriceLabel = (): ((input: PriceLabelInput) => string) => {
  const { t } = useTranslation('events');
  return (input) => {
    const label = priceLabel(input);
    switch (label.kind) {
      case 'free':
        return t('price.free');
      case 'from':
        return t('price.from', { amount: formatLabelAmount(label.amount) });
      case 'single':
        return formatLabelAmount(label.amount);
      case 'unknown':
        return t('price.unknown');
    }
  };
};
