import { Check, Sparkles } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { planById } from '@core/domain/plans';
import { TRIAL_ROLES } from '@core/schemas/accounts';
import { formatMoney, moneyLanguage } from '@core/domain/money';

type RoleRadioCardsProps = {
  /** `register('role')` of the sign-up form. */
  registration: UseFormRegisterReturn<'role'>;
};

/**
 * The trial roles as a radio-card group: native radios (arrow keys move the choice, Space selects) styled
 * as cards with the role's label, yearly price and the trial badge.
 */
export const RoleRadioCards = ({ registration }: RoleRadioCardsProps) => {
  const { t, i18n } = useTranslation('accounts');
  return (
    <fieldset aria-describedby="trial-role-hint">
      <legend className="text-sm font-medium text-ink">{t('trial.roleLegend')}</legend>
      <p id="trial-role-hint" className="mt-1 text-sm text-ink-muted">
        {t('trial.roleHint')}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {TRIAL_ROLES.map((role) => (
          <label
            key={role}
            className="group relative block cursor-pointer"
            data-testid={`trial-role-${role}`}
          >
            <input type="radio" value={role} className="peer sr-only" {...registration} />
            <span className="flex h-full flex-col rounded-2xl border border-line bg-white p-3.5 transition peer-checked:border-forest-600 peer-checked:bg-forest-50 peer-checked:ring-1 peer-checked:ring-forest-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-600 hover:border-forest-300 sm:p-4">
              <span className="pr-6 text-sm leading-snug font-semibold text-ink">
                {t(`common:roles.${role}`)}
              </span>
              <span className="mt-2 font-display text-2xl font-medium text-ink">
                {formatMoney(planById(role).prices['1y'], moneyLanguage(i18n.language))}
              </span>
              <span className="text-xs text-ink-muted">{t('trial.perYear')}</span>
              <span className="mt-2.5 inline-flex items-center gap-1 self-start rounded-full bg-clay-100 px-2 py-0.5 text-[0.7rem] font-medium text-clay-700">
                <Sparkles aria-hidden className="size-3" />
                {t('trial.trialBadge')}
              </span>
            </span>
            <span
              aria-hidden
              className="absolute top-3 right-3 grid size-5 place-items-center rounded-full border border-line bg-white text-transparent transition peer-checked:border-forest-600 peer-checked:bg-forest-600 peer-checked:text-white"
            >
              <Check className="size-3" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
