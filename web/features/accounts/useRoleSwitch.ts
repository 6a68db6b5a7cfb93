import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RoleGrantDto } from '@core/schemas/accounts';
import { notify } from '@web/lib/toast';
import { homeForRole } from './activeRole';
import { pendingUnsavedChanges } from './unsavedChangesGuard';
import { useActiveRole } from './useActiveRole';

export type RoleSwitch = ReturnType<typeof useActiveRole> & {
  /** Starts a switch; asks first when a page has unsaved changes. */
  request: (grant: RoleGrantDto) => void;
  /** The grant waiting for the unsaved-changes answer, if any. */
  pending: RoleGrantDto | null;
  cancel: () => void;
  discardAndSwitch: () => void;
  saveAndSwitch: () => Promise<void>;
};

/** Switching the active role (spec §4): save, refresh every cached query, toast, go to the role's home. */
export const useRoleSwitch = (onSwitched?: () => void): RoleSwitch => {
  const state = useActiveRole();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { t: ta } = useTranslation('accounts', { useSuspense: false });
  const [pending, setPending] = useState<RoleGrantDto | null>(null);

  const perform = (grant: RoleGrantDto) => {
    setPending(null);
    if (!state.select(grant)) return;
    onSwitched?.();
    void queryClient.invalidateQueries();
    notify.success(ta('roleSwitch.switched', { role: t(`roles.${grant.role}`) }));
    void navigate(homeForRole(grant.role));
  };

  return {
    ...state,
    pending,
    request: (grant) => {
      if (pendingUnsavedChanges()) setPending(grant);
      else perform(grant);
    },
    cancel: () => setPending(null),
    discardAndSwitch: () => {
      if (pending) perform(pending);
    },
    saveAndSwitch: async () => {
      const guard = pendingUnsavedChanges();
      const grant = pending;
      if (!grant) return;
      const saved = guard ? await guard.save().catch(() => false) : true;
      if (saved) perform(grant);
      else {
        setPending(null);
        notify.error(ta('roleSwitch.unsaved.saveFailed'));
      }
    },
  };
};
