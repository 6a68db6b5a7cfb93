import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAIN_EVENT_TYPES } from '@core/domain/categories';
import { Field } from '@web/components/ui/Field';
import { fieldClassName } from '@web/components/ui/Input';
import { useCategoryTree, useMainTypeName } from '@web/features/categories';
import { cn } from '@web/lib/cn';
import type { EventFormValues } from '../eventFormValues';
import { FormSection } from './FormSection';
import { LanguagesField } from './LanguagesField';
import { useFieldError } from './useFieldError';

/** Main type (select) and its subtypes (checkboxes) from GET /api/categories. */
export const TypeSection = () => {
  const { t } = useTranslation('eventAdmin');
  const { register, setValue, getValues, control } = useFormContext<EventFormValues>();
  const tree = useCategoryTree();
  const mainTypeName = useMainTypeName();
  const mainType = useWatch({ control, name: 'mainType' });
  const selected = useWatch({ control, name: 'subtypes' });
  const mainError = useFieldError('mainType');
  const subtypeError = useFieldError('subtypes');
  const subtypes = tree.data?.items.find((c) => c.slug === mainType)?.subtypes ?? [];
  const { onChange, ...mainField } = register('mainType');

  const toggle = (slug: string, checked: boolean) => {
    const current = getValues('subtypes');
    const next = checked ? [...current, slug] : current.filter((s) => s !== slug);
    setValue('subtypes', next, { shouldDirty: true, shouldValidate: Boolean(subtypeError) });
  };

  return (
    <FormSection id="type" title={t('form.sections.type')} description={t('form.sections.typeText')}>
      <Field id="event-mainType" label={t('form.mainType')} error={mainError}>
        <select
          id="event-mainType"
          {...mainField}
          onChange={(event) => {
            void onChange(event);
            // Spec §4: a different main type clears the subtypes.
            setValue('subtypes', [], { shouldDirty: true });
          }}
          aria-invalid={mainError ? true : undefined}
          aria-describedby={mainError ? 'event-mainType-error' : undefined}
          className={cn(fieldClassName, 'h-12 py-0')}
        >
          <option value="">{t('form.chooseMainType')}</option>
          {(tree.data?.items.map((c) => c.slug) ?? MAIN_EVENT_TYPES).map((slug) => (
            <option key={slug} value={slug}>
              {mainTypeName(slug)}
            </option>
          ))}
        </select>
      </Field>
      {mainType && subtypes.length > 0 ? (
        <fieldset aria-describedby={subtypeError ? 'event-subtypes-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">{t('form.subtypes')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {subtypes.map((subtype) => (
              <label
                key={subtype.slug}
                className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 py-2.5 text-sm has-[:checked]:border-forest-400 has-[:checked]:bg-forest-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-forest-700"
                  checked={selected.includes(subtype.slug)}
                  onChange={(event) => toggle(subtype.slug, event.target.checked)}
                />
                {subtype.name}
              </label>
            ))}
          </div>
          {subtypeError ? (
            <p id="event-subtypes-error" role="alert" className="mt-2 text-sm text-red-700">
              {subtypeError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <LanguagesField />
    </FormSection>
  );
};
