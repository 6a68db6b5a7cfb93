import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventEditorDto } from '@core/schemas/eventWrite';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import type { EventStatusAction } from './api';
import { useEventStatusAction } from './queries';
import { CONFIRMED_ACTIONS } from './statusActions';

export type StatusActionTarget = { id: string; title: string };
export type PendingStatusAction = { event: StatusActionTarget; action: EventStatusAction };

/**
 * Runs a status change (publish, cancel, trash, restore, delete forever) with its toast; cancel and delete
 * wait for a confirmation first. `onDone` gets the updated event (null after delete forever).
 */
export const useStatusActionFlow = (
  onDone?: (event: EventEditorDto | null, action: EventStatusAction) => void,
) => {
  const { t } = useTranslation('eventAdmin');
  const mutation = useEventStatusAction();
  const [confirming, setConfirming] = useState<PendingStatusAction | null>(null);
  const [runningId, setRunningId] = useState<string | null>(null);

  const perform = async ({ event, action }: PendingStatusAction) => {
    setRunningId(event.id);
    try {
      const result = await mutation.mutateAsync({ id: event.id, action });
      setConfirming(null);
      notify.success(t(`actions.${action}.done`, { title: event.title }));
      onDone?.(result, action);
    } catch (error) {
      setConfirming(null);
      notify.error(t(`actions.${action}.failed`), apiErrorMessage(error, t));
    } finally {
      setRunningId(null);
    }
  };

  return {
    /** Starts an action; the confirmed ones open the dialog instead. */
    request: (event: StatusActionTarget, action: EventStatusAction) => {
      if (CONFIRMED_ACTIONS.has(action)) setConfirming({ event, action });
      else void perform({ event, action });
    },
    confirming,
    confirm: () => (confirming ? perform(confirming) : Promise.resolve()),
    dismiss: () => setConfirming(null),
    /** The event whose action is on its way (buttons show busy and stay disabled). */
    runningId,
  };
};

export type StatusActionFlow = ReturnType<typeof useStatusActionFlow>;
