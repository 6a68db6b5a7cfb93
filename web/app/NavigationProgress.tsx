import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Thin bar while a route chunk loads; appears only after 100 ms so fast navigations stay calm (spec §9). */
export const NavigationProgress = () => {
  const { t } = useTranslation();
  const pendingKey = useNavigation().location?.key ?? null;
  // The bar shows once the same pending navigation has lasted 100 ms; no reset needed afterwards.
  const [delayedKey, setDelayedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!pendingKey) return;
    const timer = window.setTimeout(() => setDelayedKey(pendingKey), 100);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);
  if (!pendingKey || delayedKey !== pendingKey) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('a11y.pageLoading')}
      aria-busy="true"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-forest-100"
    >
      <div className="h-full w-2/5 animate-progress bg-forest-600" />
    </div>
  );
};
