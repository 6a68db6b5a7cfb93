import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { useCopyText } from './useCopyText';

/** "ABCD EFGH IJKL …": easier to type over into an app that cannot scan the QR code. */
export const groupSecret = (secret: string): string =>
  secret
    .replace(/=+$/, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

/** The base32 secret in groups of four, with a copy button (copies it without spaces). */
export const SecretKey = ({ secret }: { secret: string }) => {
  const { t } = useTranslation('security');
  const copy = useCopyText();
  return (
    <div className="space-y-2">
      <p id="totp-secret-label" className="text-sm font-medium text-ink">
        {t('enroll.secretLabel')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          className="min-w-0 rounded-lg bg-sand-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-ink"
        >
          {groupSecret(secret)}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy(secret.replace(/=+$/, ''), t('enroll.secretCopied'))}
        >
          <Copy aria-hidden />
          {t('enroll.copySecret')}
        </Button>
      </div>
    </div>
  );
};
