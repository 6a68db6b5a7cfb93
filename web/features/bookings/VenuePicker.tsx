import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedVenue } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { fieldClassName } from '@web/components/ui/Input';
import { StatePanel } from '@web/components/ui/StatePanel';

type VenuePickerProps = { items: readonly ManagedVenue[]; value: string; onChange: (id: string) => void };

/** A select of the venues the user manages; nothing when there is only one. */
export const VenuePicker = ({ items, value, onChange }: VenuePickerProps) => {
  const { t } = useTranslation('bookings');
  if (items.length < 2) return null;
  return (
    <div className="mb-6 flex max-w-sm flex-col gap-1.5">
      <label htmlFor="venue-picker" className="text-sm font-medium text-ink">
        {t('picker.label')}
      </label>
      <select
        id="venue-picker"
        className={fieldClassName}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {items.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
    </div>
  );
};

/** The empty state of both venue pages: no venue yet, with the way to make one. */
export const NoVenuePanel = () => {
  const { t } = useTranslation('bookings');
  return (
    <StatePanel
      icon={Building2}
      testId="no-venue"
      title={t('picker.none')}
      description={t('picker.noneText')}
      action={
        <Button asChild>
          <Link to="/dashboard/venue/profiel">{t('picker.noneAction')}</Link>
        </Button>
      }
    />
  );
};
