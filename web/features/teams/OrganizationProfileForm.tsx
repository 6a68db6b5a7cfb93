import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type OrganizationProfileDto,
  OrganizationProfileForm as OrganizationProfileSchema,
} from '@core/schemas/teams';
import { Button } from '@web/components/ui/Button';
import { Field } from '@web/components/ui/Field';
import { Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { FormAlert } from '@web/components/ui/FormAlert';
import { isApiError } from '@web/lib/api';
import { notify } from '@web/lib/toast';
import { useSaveOrganizationProfile } from './queries';

type Input = z.input<typeof OrganizationProfileSchema>;
type Output = z.output<typeof OrganizationProfileSchema>;
type FieldName = FieldPath<Input>;

const valuesOf = (profile: OrganizationProfileDto | null): Input => ({
  organizationName: profile?.organizationName ?? '',
  description: profile?.description ?? '',
  websiteUrl: profile?.websiteUrl ?? '',
  contactEmail: profile?.contactEmail ?? '',
  phone: profile?.phone ?? '',
  city: profile?.city ?? '',
});

const FIELDS: readonly FieldName[] = [
  'organizationName',
  'description',
  'websiteUrl',
  'contactEmail',
  'phone',
  'city',
];
const isField = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);

type OrganizationProfileFormProps = { profile: OrganizationProfileDto | null };

/** Name (required), description, website, contact e-mail, phone and city; creates the profile when there is none. */
export const OrganizationProfileForm = ({ profile }: OrganizationProfileFormProps) => {
  const { t } = useTranslation('teams');
  const save = useSaveOrganizationProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(OrganizationProfileSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      notify.success(t(saved.created ? 'organization.created' : 'organization.updated'));
      form.reset(valuesOf(saved.profile));
    } catch (error) {
      // Field messages from the server go under their field; what the user typed stays.
      const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
      const known = fields.filter(([key]) => isField(key));
      for (const [key, message] of known) {
        if (isField(key)) form.setError(key, { type: 'server', message }, { shouldFocus: true });
      }
      if (known.length === 0) setFormError(apiErrorMessage(error, t));
    }
  });

  const control = (
    name: FieldName,
    extra: { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'url' } = {},
  ) => {
    const id = `org-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...extra,
      ...form.register(name),
    };
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="space-y-5"
      data-testid="organization-form"
    >
      <Field
        id="org-organizationName"
        label={t('organization.fields.organizationName')}
        error={errors.organizationName?.message}
      >
        <Input {...control('organizationName', { autoComplete: 'organization' })} aria-required="true" />
      </Field>
      <Field
        id="org-description"
        label={t('organization.fields.description')}
        error={errors.description?.message}
        hint={t('organization.fields.descriptionHint')}
      >
        <Textarea {...control('description')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="org-websiteUrl"
          label={t('organization.fields.websiteUrl')}
          error={errors.websiteUrl?.message}
          hint={t('organization.fields.websiteHint')}
        >
          <Input {...control('websiteUrl', { type: 'url', inputMode: 'url', autoComplete: 'url' })} />
        </Field>
        <Field
          id="org-contactEmail"
          label={t('organization.fields.contactEmail')}
          error={errors.contactEmail?.message}
        >
          <Input {...control('contactEmail', { type: 'email', inputMode: 'email', autoComplete: 'email' })} />
        </Field>
        <Field id="org-phone" label={t('organization.fields.phone')} error={errors.phone?.message}>
          <Input {...control('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })} />
        </Field>
        <Field id="org-city" label={t('organization.fields.city')} error={errors.city?.message}>
          <Input {...control('city', { autoComplete: 'address-level2' })} />
        </Field>
      </div>
      {formError ? <FormAlert testId="organization-error">{formError}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        data-testid="organization-submit"
        className="w-full sm:w-auto"
      >
        {isSubmitting ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        {isSubmitting ? t('organization.saving') : t(profile ? 'organization.save' : 'organization.create')}
      </Button>
    </form>
  );
};
