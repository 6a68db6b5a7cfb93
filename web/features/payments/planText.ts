import type { TFunction } from 'i18next';
import type { CatalogPlan } from '@core/domain/planCatalog';
import { catalogPlan } from './pricing';

/** A plan's name in the reader's language; combos join their roles' names ("Organisatie + Professional"). */
export const planName = (t: TFunction, planId: string, fallback?: string): string => {
  const plan = catalogPlan(planId);
  if (!plan) return fallback ?? planId;
  if (plan.kind === 'combo')
    return plan.roles.map((r) => t(`payments:plans.${r}.name`, { defaultValue: r })).join(' + ');
  return t(`payments:plans.${plan.id}.name`, { defaultValue: plan.name });
};

const comboNames = (t: TFunction, plan: CatalogPlan): string => {
  const names = plan.roles.map((r) => t(`payments:plans.${r}.name`));
  return `${names.slice(0, -1).join(', ')}${t('payments:plans.combo.and')}${names[names.length - 1] ?? ''}`;
};

export const planDescription = (t: TFunction, plan: CatalogPlan): string =>
  plan.kind === 'combo'
    ? t('payments:plans.combo.description', { names: comboNames(t, plan) })
    : t(`payments:plans.${plan.id}.description`, { defaultValue: plan.description });

export const planFeatures = (t: TFunction, plan: CatalogPlan): string[] => {
  const key = plan.kind === 'combo' ? 'payments:plans.combo.features' : `payments:plans.${plan.id}.features`;
  const features = t(key, {
    returnObjects: true,
    names: plan.roles.map((r) => t(`payments:plans.${r}.name`)).join(', '),
  }) as unknown;
  return Array.isArray(features) ? (features as string[]) : plan.features;
};
