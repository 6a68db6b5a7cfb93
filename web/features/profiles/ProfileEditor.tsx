import { CircleAlert, ExternalLink, LoaderCircle, UserRoundX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProfileKind, ProfileResponseOf } from '@core/schemas/profiles';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { Skeleton } from '@web/components/ui/Skeleton';
import { StatePanel } from '@web/components/ui/StatePanel';
import { LeavePageDialog, useUnsavedChangesProtection } from '@web/features/events';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/useDocumentTitle';
import { type FormValues, SECTIONS, toBody, toFormValues } from './fields';
import { ProfileField } from './ProfileField';
import { GalleryEditor, SingleImage } from './ProfileImages';
import { useProfileForm, useSaveProfile } from './queries';
import { profileResolver } from './resolver';

type Loaded<K extends ProfileKind> = { kind: K; data: ProfileResponseOf<K>; targetId: string | null };

/** The form itself: sections, server errors on their fields, input kept on errors, the leave guard. */
const ProfileFormBody = <K extends ProfileKind>({ kind, data, targetId }: Loaded<K>) => {
  const { t } = useTranslation(['profiles', 'errors']);
  const mode = data.profile ? 'update' : 'create';
  const defaults = useMemo(
    () => toFormValues(kind, data.profile as unknown as Record<string, unknown> | null),
    // Only a different profile resets the form; a save resets it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, data.profile?.id],
  );
  const form = useForm<FormValues>({ defaultValues: defaults, resolver: profileResolver(kind) });
  const save = useSaveProfile(kind, targetId);

  const onValid = async (values: FormValues): Promise<boolean> => {
    try {
      const result = await save.mutateAsync({ mode, body: toBody(kind, values) });
      form.reset(toFormValues(kind, result.profile as unknown as Record<string, unknown>));
      notify.success(t(`toast.${kind as ProfileKind}.${mode === 'create' ? 'created' : 'updated'}`));
      return true;
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        form.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      if (!fields || Object.keys(fields).length === 0) notify.error(apiErrorMessage(failure, t));
      return false;
    }
  };
  const submit = form.handleSubmit(async (values) => {
    await onValid(values);
  });
  /** For the leave guard: resolves true only when the form was valid and saved. */
  const saveNow = async () => {
    let ok = false;
    await form.handleSubmit(async (values) => {
      ok = await onValid(values);
    })();
    return ok;
  };
  const { blocker } = useUnsavedChangesProtection({
    hasUnsavedChanges: () => form.formState.isDirty,
    save: saveNow,
  });
  useEffect(() => {
    form.reset(defaults);
  }, [defaults, form]);

  const sections = SECTIONS[kind].filter((s) => mode === 'update' || s.id !== 'media');
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="space-y-6"
        data-testid={`profile-form-${kind}`}
      >
        {sections.map((section) => (
          <Card key={section.id} className="p-5 sm:p-6">
            <section aria-labelledby={`profile-section-${section.id}`}>
              <h2
                id={`profile-section-${section.id}`}
                className="font-display text-xl font-semibold text-ink"
              >
                {t(`sections.${section.id}`)}
              </h2>
              <p className="mt-1 mb-5 text-sm text-ink-soft">
                {t(
                  `sectionText.${kind === 'participant' && section.id === 'basics' ? 'basicsParticipant' : section.id}`,
                )}
              </p>
              <div className="grid gap-5 sm:grid-cols-2">
                {section.images?.map((image) => (
                  <SingleImage key={image.name} kind={kind} targetId={targetId} {...image} />
                ))}
                {section.gallery ? <GalleryEditor kind={kind} targetId={targetId} /> : null}
                {section.fields.map((field) => (
                  <ProfileField key={field.name} field={field} />
                ))}
              </div>
            </section>
          </Card>
        ))}
        <div className="sticky bottom-16 z-30 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-2xl border border-line bg-white/95 p-3 shadow-[var(--shadow-lift)] backdrop-blur sm:bottom-3">
          {mode === 'create' ? <p className="mr-auto text-sm text-ink-soft">{t('createHint')}</p> : null}
          <Button type="submit" disabled={save.isPending} data-testid="profile-save">
            {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {mode === 'create' ? t('actions.create') : t('actions.save')}
          </Button>
        </div>
      </form>
      <LeavePageDialog blocker={blocker} onSave={saveNow} />
    </FormProvider>
  );
};

/** /dashboard/{kind}/profiel: load, then the form, the create state, or why there is none. */
export const ProfileEditor = <K extends ProfileKind>({ kind }: { kind: K }) => {
  const { t } = useTranslation(['profiles', 'errors']);
  const [params] = useSearchParams();
  const targetId = params.get('id');
  const query = useProfileForm(kind, targetId);
  useDocumentTitle(t(`titles.${kind as ProfileKind}`));
  const data = query.data;
  return (
    <div data-testid={`profile-editor-${kind}`}>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl leading-tight font-medium sm:text-4xl">
            {t(`titles.${kind as ProfileKind}`)}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            {data?.access === 'admin'
              ? t('adminEditing')
              : data?.access === 'member'
                ? t('memberEditing')
                : t(`intro.${kind as ProfileKind}`)}
          </p>
        </div>
        {data?.publicPath ? (
          <Button asChild variant="secondary">
            <Link to={data.publicPath} data-testid="profile-public-link">
              <ExternalLink aria-hidden />
              {t('actions.viewPublic')}
            </Link>
          </Button>
        ) : null}
      </header>
      {query.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-48" />
        </div>
      ) : query.isError ? (
        <StatePanel
          icon={CircleAlert}
          tone="error"
          title={t('loadError')}
          description={apiErrorMessage(query.error, t)}
          action={<Button onClick={() => void query.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : !query.data.profile && !query.data.canCreate ? (
        <StatePanel
          icon={UserRoundX}
          title={t('cannotCreate.title')}
          description={
            kind === 'organization' ? t('errors:organization_member_cannot_create') : t('cannotCreate.text')
          }
          action={
            <Button asChild variant="secondary">
              <Link to="/prijzen">{t('actions.pricing')}</Link>
            </Button>
          }
        />
      ) : (
        <ProfileFormBody kind={kind} data={query.data} targetId={targetId} />
      )}
    </div>
  );
};
