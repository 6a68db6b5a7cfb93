import { Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorFactorDto } from '@core/schemas/accounts';
import { Button } from '@web/components/ui/Button';
import { formatEventDate } from '@web/lib/format';
import { RemoveFactorDialog } from './RemoveFactorDialog';

/** The user's factors (name, since when) with "Verwijderen", which asks for the password in a dialog. */
export const FactorList = ({ factors }: { factors: readonly TwoFactorFactorDto[] }) => {
  const { t, i18n } = useTranslation('security');
  const [removing, setRemoving] = useState(false);
  return (
    <>
      <ul
        className="divide-y divide-line rounded-xl border border-line"
        aria-label={t('twoFactor.factorsLabel')}
      >
        {factors.map((factor) => (
          <li
            key={factor.id}
            className="flex flex-wrap items-center gap-3 px-4 py-3"
            data-testid="factor-row"
          >
            <Smartphone aria-hidden className="size-5 shrink-0 text-forest-700" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{factor.friendlyName}</p>
              <p className="text-sm text-ink-soft">
                {t('twoFactor.since', {
                  date: formatEventDate(factor.createdAt, i18n.resolvedLanguage ?? 'nl'),
                })}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="col-start-2 justify-self-start"
              onClick={() => setRemoving(true)}
              aria-label={t('twoFactor.removeNamed', { name: factor.friendlyName })}
            >
              <Trash2 aria-hidden />
              {t('twoFactor.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <RemoveFactorDialog open={removing} onOpenChange={setRemoving} />
    </>
  );
};
