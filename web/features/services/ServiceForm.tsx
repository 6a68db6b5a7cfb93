import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SERVICE_PRICE_TYPES,
  type ServiceDto,
  type ServiceProfessionalType,
  type ServiceWriteBody,
} from '@core/schemas/services';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { FormAlert } from '@web/components/ui/FormAlert';
import { LeavePageDialog, useUnsavedChangesProtection } from '@web/features/events';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useCreateService, useUpdateService } from './queries';
import { ServiceSelectField, ServiceSwitchField, ServiceTextField } from './ServiceFormFields';
import {
  emptyServiceForm,
  type ServiceFormValues,
  serverFieldErrors,
  serviceFormResolver,
  serviceToForm,
} from './serviceFormValues';

type ServiceFormProps = {
  /** The service being edited; null on the create page. */
  service: ServiceDto | null;
  types: ServiceProfessionalType[];
  /** After a successful save (the page goes back to the list). */
  onSaved: (service: ServiceDto) => void;
};

type Problem = { message: string; link: { to: string; label: string } | null };

/**
 * The one service form (create and edit): every field of spec §3, validated with the contract's schema
 * (Dutch messages under the fields), what was typed stays on a server error, the limit and the missing
 * profile show their way forward, and unsaved changes are guarded as on the event form.
 */
export const ServiceForm = ({ service, types, onSaved }: ServiceFormProps) => {
  const { t } = useTranslation('services');
  const form = useForm<ServiceFormValues, unknown, ServiceWriteBody>({
    resolver: serviceFormResolver,
    defaultValues: service ? serviceToForm(service) : emptyServiceForm(),
    mode: 'onTouched',
  });
  const create = useCreateService();
  const update = useUpdateService();
  const [problem, setProblem] = useState<Problem | null>(null);
  const saving = form.formState.isSubmitting;

  const persist = async (body: ServiceWriteBody): Promise<ServiceDto | null> => {
    setProblem(null);
    try {
      const saved = service
        ? await update.mutateAsync({ id: service.id, body })
        : await create.mutateAsync(body);
      form.reset(serviceToForm(saved));
      notify.success(t(service ? 'form.saved' : 'form.created', { title: saved.title }));
      return saved;
    } catch (error) {
      const fields = isApiError(error) ? serverFieldErrors(error) : [];
      fields.forEach(({ path, message }, index) =>
        form.setError(
          path as keyof ServiceFormValues,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        ),
      );
      const code = isApiError(error) ? error.code : null;
      const link =
        code === 'service_limit_reached'
          ? { to: '/prijzen', label: t('form.limitLink') }
          : code === 'service_professional_required'
            ? { to: '/dashboard/professional/profiel', label: t('form.profileLink') }
            : null;
      if (fields.length === 0 || link) setProblem({ message: apiErrorMessage(error, t), link });
      else notify.error(t('form.checkFields'));
      return null;
    }
  };

  const submit = async (): Promise<ServiceDto | null> => {
    let saved: ServiceDto | null = null;
    await form.handleSubmit(
      async (body) => {
        saved = await persist(body);
      },
      () => notify.error(t('form.checkFields')),
    )();
    return saved;
  };

  // Read during render: react-hook-form only tracks isDirty for a form that subscribes to it.
  const isDirty = form.formState.isDirty;
  const protection = useUnsavedChangesProtection({
    hasUnsavedChanges: () => form.formState.isDirty,
    save: async () => (await submit()) !== null,
  });

  const typeId = useWatch({ control: form.control, name: 'professionalTypeId' });
  const specializations = types.find((type) => type.id === typeId)?.specializations ?? [];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-testid="service-form"
        data-dirty={isDirty}
        aria-busy={saving}
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          void submit().then((saved) => {
            if (saved) protection.navigateFreely(() => onSaved(saved));
          });
        }}
      >
        {problem ? (
          <FormAlert
            testId="service-form-error"
            action={
              problem.link ? (
                <Link
                  to={problem.link.to}
                  className="font-semibold text-forest-700 underline underline-offset-2"
                >
                  {problem.link.label}
                </Link>
              ) : undefined
            }
          >
            {problem.message}
          </FormAlert>
        ) : null}
        <Card>
          <CardBody className="space-y-5">
            <h2 className="font-serif text-xl text-ink">{t('form.basics')}</h2>
            <ServiceTextField
              name="title"
              label={t('form.title')}
              placeholder={t('form.titlePlaceholder')}
              maxLength={150}
            />
            <ServiceTextField
              name="description"
              label={t('form.description')}
              hint={t('form.descriptionHint')}
              multiline
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <ServiceSelectField name="professionalTypeId" label={t('form.type')}>
                <option value="">{t('form.typeNone')}</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </ServiceSelectField>
              <ServiceSelectField name="specializationId" label={t('form.specialization')} disabled={!typeId}>
                <option value="">
                  {typeId ? t('form.specializationAny') : t('form.specializationNone')}
                </option>
                {specializations.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </ServiceSelectField>
            </div>
            <ServiceTextField
              name="supportTypes"
              label={t('form.supportTypes')}
              hint={t('form.supportTypesHint')}
            />
          </CardBody>
        </Card>
        <Card>
          <CardBody className="space-y-5">
            <h2 className="font-serif text-xl text-ink">{t('form.practical')}</h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <ServiceTextField
                name="price"
                label={t('form.price')}
                hint={t('form.priceHint')}
                inputMode="decimal"
              />
              <ServiceSelectField name="priceType" label={t('form.priceType')}>
                <option value="">{t('priceTypeOption.none')}</option>
                {SERVICE_PRICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`priceTypeOption.${type}`)}
                  </option>
                ))}
              </ServiceSelectField>
              <ServiceTextField name="durationMinutes" label={t('form.duration')} inputMode="numeric" />
              <ServiceTextField
                name="maxParticipants"
                label={t('form.maxParticipants')}
                inputMode="numeric"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <ServiceSwitchField name="isOnline" label={t('form.isOnline')} hint={t('form.isOnlineHint')} />
              <ServiceSwitchField
                name="isInPerson"
                label={t('form.isInPerson')}
                hint={t('form.isInPersonHint')}
              />
            </div>
            <ServiceSelectField name="status" label={t('form.status')}>
              <option value={service?.status === 'active' ? 'active' : 'published'}>
                {t('form.published')}
              </option>
              <option value="draft">{t('form.draft')}</option>
            </ServiceSelectField>
          </CardBody>
        </Card>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving} className="w-full sm:w-auto" data-testid="service-save">
            {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {saving ? t('form.saving') : service ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
      <LeavePageDialog blocker={protection.blocker} onSave={async () => (await submit()) !== null} />
    </FormProvider>
  );
};
