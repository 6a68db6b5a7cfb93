import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SiteSettingsPatch } from '@core/schemas/siteSettings';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSaveSiteSettings } from './queries';

/**
 * One group of /admin/instellingen as a react-hook-form form whose values are the group's keys of the settings
 * (so the server's field names, 'maintenanceBanner.text', are the form's). Saving: 'Opgeslagen' toast; on an
 * error the input stays, with the server's message beside each field it names or above the form.
 */
export const useSettingsGroupForm = <T extends FieldValues & SiteSettingsPatch>(
  schema: z.ZodType<T, FieldValues>,
  values: T,
) => {
  const { t } = useTranslation('siteSettings');
  const form = useForm<T, unknown, T>({
    // The schemas are the core's own (Dutch messages); the cast only bridges zod's and the form's generics.
    resolver: zodResolver(schema as never) as unknown as Resolver<T, unknown, T>,
    defaultValues: values as DefaultValues<T>,
  });
  const save = useSaveSiteSettings();
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await save.mutateAsync(v);
      form.reset(v);
      notify.success(t('saved'));
    } catch (err) {
      const fields = isApiError(err) ? Object.entries(err.fields ?? {}) : [];
      for (const [name, message] of fields) form.setError(name as Path<T>, { type: 'server', message });
      if (fields.length === 0) setFormError(apiErrorMessage(err, t));
    }
  });

  return { form, formError, saving: save.isPending, handleSubmit };
};
