import { LoaderCircle, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminProfileType } from '@core/schemas/adminDirectory';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { PROFILE_KINDS } from './kinds';
import { useCreateProfile } from './queries';

type Values = { ownerEmail: string; name: string; city: string };
type Errors = Partial<Record<keyof Values, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /admin/{organisatie|venue|professional}-aanmaken: a profile for an existing account (by e-mail), with a
 * name and optional city. The server's §5 refusals (one per account, team members) show at the owner field.
 * On success: the organisation's detail, or the list narrowed to the new venue or professional.
 */
export const CreateProfileForm = ({ type }: { type: AdminProfileType }) => {
  const { t, i18n } = useTranslation('adminDirectory');
  const navigate = useNavigate();
  const create = useCreateProfile();
  const [values, setValues] = useState<Values>({ ownerEmail: '', name: '', city: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const kind = PROFILE_KINDS[type];

  const check = (): Errors => ({
    ...(EMAIL.test(values.ownerEmail.trim()) ? {} : { ownerEmail: t('create.errors.email') }),
    ...(values.name.trim()
      ? {}
      : {
          // The organisation's text is spec §5's own message, kept once in the errors namespace.
          name:
            type === 'organization'
              ? t('errors:organization_name_required')
              : t(`create.errors.name.${type}`),
        }),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const profile = await create.mutateAsync({
        type,
        body: { ownerEmail: values.ownerEmail.trim(), name: values.name.trim(), city: values.city.trim() },
      });
      notify.success(t('create.done', { name: profile.name, owner: profile.owner.name }));
      void navigate(
        kind.detailPath
          ? kind.detailPath(profile.id)
          : `${kind.listPath}?q=${encodeURIComponent(profile.name)}`,
      );
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      // English readers get the code's translation; Dutch readers the server's own message.
      const message = i18n.language === 'nl' ? undefined : apiErrorMessage(error, t);
      if (fields && Object.keys(fields).some((key) => key in values)) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, message ?? text])));
      } else {
        setFormError(apiErrorMessage(error, t));
      }
    }
  };

  const field = (key: keyof Values, props: { type?: string; autoComplete?: string; maxLength: number }) => (
    <Field
      id={`create-${key}`}
      label={t(`create.${key === 'name' ? `name.${type}` : key}`)}
      error={errors[key]}
      hint={key === 'ownerEmail' ? t(`create.hints.ownerEmail.${type}`) : undefined}
    >
      <Input
        id={`create-${key}`}
        name={key}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `create-${key}-error` : `create-${key}-hint`}
        onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
        {...props}
      />
    </Field>
  );

  return (
    <Card className="max-w-2xl">
      <CardBody>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {field('ownerEmail', { type: 'email', autoComplete: 'off', maxLength: 254 })}
          {field('name', { maxLength: 160 })}
          {field('city', { autoComplete: 'address-level2', maxLength: 120 })}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => void navigate(kind.listPath)}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Plus aria-hidden />
              )}
              {t(`${type}.create`)}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
};
