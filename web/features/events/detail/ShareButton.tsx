import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { notify } from '@web/lib/toast';

type ShareButtonProps = { title: string; url: string };

/** Native share sheet where the browser has one (phones), otherwise copy the link with a toast. */
export const ShareButton = ({ title, url }: ShareButtonProps) => {
  const { t } = useTranslation('eventDetail');
  const handleShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('share.copied'));
    } catch {
      notify.error(t('share.copyFailed'));
    }
  };
  return (
    <Button variant="secondary" onClick={() => void handleShare()} data-testid="share-button">
      <Share2 aria-hidden />
      {t('share.label')}
    </Button>
  );
};
