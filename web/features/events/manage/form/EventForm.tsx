import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EventEditorDto, EventWriteBody } from '@core/schemas/eventWrite';
import { FormAlert } from '@web/components/ui/FormAlert';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { dashboardTabPath } from '../dashboardTabs';
import { eventFormResolver, serverFieldErrors } from '../eventFormResolver';
import { editorToForm, emptyEventForm, type EventFormValues } from '../eventFormValues';
import { LeavePageDialog } from '../LeavePageDialog';
import { useCreateEvent, useCreateEventOnBehalf, useUpdateEvent } from '../queries';
import { StatusActionDialog } from '../StatusActionDialog';
import { useStatusActionFlow } from '../useStatusActionFlow';
import { useUnsavedChangesProtection } from '../useUnsavedChangesProtection';
import { BasicsSection } from './BasicsSection';
import { EventFormActions, type SaveIntent } from './EventFormActions';
import { ImageSection } from './ImageSection';
import { RecurrenceSection } from './RecurrenceSection';
import { SpeakersSection } from './SpeakersSection';
import { TicketsSection } from './TicketsSection';
import { TypeSection } from './TypeSection';
import { WhenSection } from './WhenSection';
import { WhereSection } from './WhereSection';

type EventFormProps = {
  /** The event being edited; null on the create page. */
  event: EventEditorDto | null;
  /** After a save: the create page moves to the new event's edit URL. */
  onSaved?: (event: EventEditorDto) => void;
  /**
   * An admin creating on behalf of this organisation (/admin/evenement-aanmaken): the new event belongs to it
   * and is saved through the admin's endpoint, which records the action in the audit log.
   */
  onBehalfOf?: string;
};

type FormProblem = { message: string; planLimit: boolean };

/**
 * The event form: every field of spec §3 in sections, validated with the contract's schema, saved as draft
 * or published. Server field errors land on their fields and what was typed stays; the plan limit shows its
 * way to /prijzen. Unsaved changes are protected on navigation and on a role switch.
 */
export const EventForm = ({ event, onSaved, onBehalfOf }: EventFormProps) => {
  const { t } = useTranslation('eventAdmin');
  const navigate = useNavigate();
  const form = useForm<EventFormValues, unknown, EventWriteBody>({
    resolver: eventFormResolver,
    defaultValues: event
      ? editorToForm(event)
      : { ...emptyEventForm(), organizationProfileId: onBehalfOf ?? null },
    mode: 'onTouched',
  });
  const create = useCreateEvent();
  const createOnBehalf = useCreateEventOnBehalf();
  const update = useUpdateEvent();
  const [saving, setSaving] = useState<SaveIntent | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [current, setCurrent] = useState<EventEditorDto | null>(event);

  const persist = async (body: EventWriteBody, intent: SaveIntent): Promise<boolean> => {
    const publish = intent === 'publish';
    try {
      const saved = current
        ? await update.mutateAsync({ id: current.id, body: { ...body, publish } })
        : onBehalfOf
          ? await createOnBehalf.mutateAsync({ ...body, organizationProfileId: onBehalfOf, publish })
          : await create.mutateAsync({ ...body, publish });
      setCurrent(saved);
      form.reset(editorToForm(saved));
      notify.success(
        publish ? t('form.published', { title: saved.title }) : t('form.saved', { title: saved.title }),
      );
      if (onSaved) protection.navigateFreely(() => onSaved(saved));
      return true;
    } catch (error) {
      const fields = isApiError(error) ? serverFieldErrors(error) : [];
      fields.forEach(({ path, message }, index) =>
        form.setError(path as never, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      const planLimit = isApiError(error) && error.code === 'event_plan_limit_reached';
      if (fields.length === 0 || planLimit) setProblem({ message: apiErrorMessage(error, t), planLimit });
      else notify.error(t('form.checkFields'));
      return false;
    }
  };

  const submit = async (intent: SaveIntent): Promise<boolean> => {
    setProblem(null);
    setSaving(intent);
    let saved = false;
    await form.handleSubmit(
      async (body) => {
        saved = await persist(body, intent);
      },
      () => notify.error(t('form.checkFields')),
    )();
    setSaving(null);
    return saved;
  };

  // Read during render: react-hook-form only tracks isDirty for a form that subscribes to it.
  const isDirty = form.formState.isDirty;
  const protection = useUnsavedChangesProtection({
    hasUnsavedChanges: () => form.formState.isDirty,
    save: () => submit('draft'),
  });

  const flow = useStatusActionFlow((updated, action) => {
    if (action === 'trash') {
      protection.navigateFreely(() => void navigate(dashboardTabPath('trashed')));
      return;
    }
    if (updated) setCurrent(updated);
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit('draft');
        }}
        className="space-y-5"
        data-testid="event-form"
        aria-busy={saving !== null}
      >
        {problem ? (
          <FormAlert
            testId={problem.planLimit ? 'plan-limit-alert' : 'event-form-error'}
            action={
              problem.planLimit ? (
                <Link to="/prijzen" className="font-semibold text-forest-700 underline underline-offset-2">
                  {t('form.planLimitLink')}
                </Link>
              ) : undefined
            }
          >
            {problem.message}
          </FormAlert>
        ) : null}
        <BasicsSection />
        <TypeSection />
        <WhenSection />
        <RecurrenceSection occurrences={current?.occurrences ?? []} />
        <WhereSection />
        <TicketsSection />
        <SpeakersSection />
        <ImageSection />
        <EventFormActions
          status={current?.status ?? null}
          saving={saving}
          dirty={isDirty}
          statusBusy={flow.runningId !== null}
          onSave={(intent) => void submit(intent)}
          onCancelEvent={() => current && flow.request({ id: current.id, title: current.title }, 'cancel')}
          onTrash={() => current && flow.request({ id: current.id, title: current.title }, 'trash')}
        />
      </form>
      <LeavePageDialog blocker={protection.blocker} onSave={() => submit('draft')} />
      <StatusActionDialog flow={flow} />
    </FormProvider>
  );
};
