import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitWriteBody, type UnitDto } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { isApiError } from '@web/lib/api';

type UnitFormProps = {
  initial?: UnitDto;
  idPrefix: string;
  submitLabel: string;
  onSubmit: (body: UnitWriteBody) => Promise<unknown>;
  onCancel?: () => void;
};

const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

/** Name, kind, capacity and the two rates of a unit; zod of core checks it, the server's Dutch error stays. */
export const UnitForm = ({ initial, idPrefix, submitLabel, onSubmit, onCancel }: UnitFormProps) => {
  const { t } = useTranslation('bookings');
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<'whole' | 'room'>(initial?.kind ?? 'room');
  const [capacity, setCapacity] = useState(initial ? String(initial.capacity) : '');
  const [dayRate, setDayRate] = useState(initial?.dayRate?.toString() ?? '');
  const [partDayRate, setPartDayRate] = useState(initial?.partDayRate?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = UnitWriteBody.safeParse({
      name,
      kind,
      capacity: capacity.trim() === '' ? undefined : Number(capacity),
      dayRate: num(dayRate),
      partDayRate: num(partDayRate),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      if (!initial) {
        setName('');
        setCapacity('');
        setDayRate('');
        setPartDayRate('');
      }
    } catch (error) {
      setErrors({ form: apiErrorMessage(error, t), ...(isApiError(error) ? (error.fields ?? {}) : {}) });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: string) => `${idPrefix}-${key}`;
  const aria = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${field(key)}-error` } : {};

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5"
      noValidate
    >
      <Field id={field('name')} label={t('units.name')} error={errors.name}>
        <Input id={field('name')} value={name} onChange={(e) => setName(e.target.value)} {...aria('name')} />
      </Field>
      <Field id={field('kind')} label={t('units.kind')}>
        <select
          id={field('kind')}
          className={fieldClassName}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'whole' | 'room')}
        >
          <option value="room">{t('units.room')}</option>
          <option value="whole">{t('units.whole')}</option>
        </select>
      </Field>
      <Field id={field('capacity')} label={t('units.capacity')} error={errors.capacity}>
        <Input
          id={field('capacity')}
          inputMode="numeric"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          {...aria('capacity')}
        />
      </Field>
      <Field id={field('dayRate')} label={t('units.dayRate')} error={errors.dayRate}>
        <Input
          id={field('dayRate')}
          inputMode="decimal"
          value={dayRate}
          onChange={(e) => setDayRate(e.target.value)}
          {...aria('dayRate')}
        />
      </Field>
      <Field id={field('partDayRate')} label={t('units.partDayRate')} error={errors.partDayRate}>
        <Input
          id={field('partDayRate')}
          inputMode="decimal"
          value={partDayRate}
          onChange={(e) => setPartDayRate(e.target.value)}
          {...aria('partDayRate')}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 xl:col-span-5">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2 xl:col-span-5">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('units.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
