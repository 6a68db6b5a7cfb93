import { Info, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceBanner as Banner } from '@core/schemas/siteSettings';
import { cn } from '@web/lib/cn';

const DISMISSED_KEY = 'kring.maintenance-banner.dismissed';

/** The text the visitor closed in this tab session; another text shows again. */
const dismissedText = (): string | null => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

type MaintenanceBannerProps = { banner: Banner };

/**
 * The admin's maintenance message above every page (role="status", announced politely), closable for the
 * rest of the session. A changed text shows again.
 */
export const MaintenanceBanner = ({ banner }: MaintenanceBannerProps) => {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<string | null>(dismissedText);
  if (!banner.enabled || !banner.text || closed === banner.text) return null;

  const handleClose = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, banner.text);
    } catch {
      // Closed for this page view only.
    }
    setClosed(banner.text);
  };

  const warning = banner.level === 'warning';
  const Icon = warning ? TriangleAlert : Info;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className={cn(
        'border-b px-4 py-2.5 text-sm',
        warning
          ? 'border-clay-300 bg-clay-50 text-clay-700'
          : 'border-forest-200 bg-forest-50 text-forest-900',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p className="min-w-0 flex-1 break-words">
          <span className="sr-only">{t('siteBanner.label')}: </span>
          {banner.text}
        </p>
        <button
          type="button"
          onClick={handleClose}
          aria-label={t('siteBanner.dismiss')}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-forest-600 sm:size-8 sm:m-0"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
};
