// What routes use of payments: the pricing catalogue, checkout, test checkout and the payments dashboard.
export { ACTIVATION_PATIENCE_MS, ACTIVATION_POLL_MS, activationOf } from './activation';
export { billingValuesOf } from './BillingFields';
export { CheckoutForm } from './CheckoutForm';
export { CheckoutSkeleton } from './CheckoutSkeleton';
export { checkoutErrorText } from './checkoutError';
export { CurrentPlanCard } from './CurrentPlanCard';
export { formatDay } from './formatDay';
export { IntervalToggle } from './IntervalToggle';
export { InvoicesSlot } from './InvoicesSlot';
export { PlanCard } from './PlanCard';
export { planName } from './planText';
export { PricingTabs } from './PricingTabs';
export {
  DEFAULT_INTERVAL,
  catalogPlan,
  checkoutHref,
  combosWithRole,
  isSyncStale,
  parseCheckoutInterval,
  parsePricingCategory,
  plansOfCategory,
  priceBreakdown,
} from './pricing';
export {
  paymentKeys,
  useBillingDetails,
  useCheckoutSession,
  useMySubscriptions,
  useRefreshAccount,
  useRenewal,
  useStartRenewalCheckout,
} from './queries';
export { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
export { SyncPanel } from './SyncPanel';
export { TestCheckoutPanel } from './TestCheckoutPanel';
export { useFollowRedirect } from './useFollowRedirect';
export { useSubscriptionActions } from './useSubscriptionActions';
