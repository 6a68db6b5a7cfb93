import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BROADCAST_RADIUS_KM_MAX } from '@core/domain/notifications';
import { ROLES } from '@core/domain/roles';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { cn } from '@web/lib/cn';
import { AUDIENCE_KINDS, type BroadcastFormValues } from './broadcastForm';
import { CityField } from './CityField';
import { OrganizationPicker } from './OrganizationPicker';

/** The audience picker: everyone, a role, around a place, or an organisation's followers, with their fields. */
export const AudienceFields = () => {
  const { t } = useTranslation(['broadcasts', 'common']);
  const { register, setValue, control, formState } = useFormContext<BroadcastFormValues>();
  const [kind, organizationId, organizationName] = useWatch({
    control,
    name: ['audienceKind', 'organizationId', 'organizationName'],
  });
  const errors = formState.errors;

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('form.audience')}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {AUDIENCE_KINDS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border px-3 py-2 text-center text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-600',
                kind === value
                  ? 'border-forest-700 bg-forest-50 text-forest-900'
                  : 'border-line bg-white text-ink-soft hover:bg-forest-50',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...register('audienceKind')} />
              {t(`form.audiences.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'role' ? (
        <Field id="broadcast-role" label={t('form.role')}>
          <select id="broadcast-role" className={cn(fieldClassName, 'h-12')} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`common:roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}

      {kind === 'radius' ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <CityField error={errors.city?.message} />
          <Field id="broadcast-radius" label={t('form.radiusKm')} error={errors.radiusKm?.message}>
            <Input
              id="broadcast-radius"
              type="number"
              inputMode="numeric"
              min={1}
              max={BROADCAST_RADIUS_KM_MAX}
              step={1}
              aria-invalid={errors.radiusKm ? true : undefined}
              aria-describedby={errors.radiusKm ? 'broadcast-radius-error' : undefined}
              {...register('radiusKm', { valueAsNumber: true })}
            />
          </Field>
        </div>
      ) : null}

      {kind === 'followers' ? (
        <OrganizationPicker
          id="broadcast-organization"
          chosen={organizationId ? { id: organizationId, name: organizationName } : null}
          error={errors.organizationId?.message}
          onChoose={(org) => {
            setValue('organizationId', org?.id ?? '', { shouldValidate: Boolean(errors.organizationId) });
            setValue('organizationName', org?.name ?? '');
          }}
        />
      ) : null}
    </div>
  );
};
