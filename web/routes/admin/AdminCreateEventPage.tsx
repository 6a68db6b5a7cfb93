import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminBackLink, AdminHeading } from '@web/features/admin';
import {
  ADMIN_EVENTS_PATH,
  adminEventPath,
  OrganizationPicker,
  type PickedOrganization,
} from '@web/features/adminEvents';
import { EventForm } from '@web/features/events';

/**
 * /admin/evenement-aanmaken: an event on behalf of an organisation. The organisation is picked first, then the
 * organisers' own form (same fields, rules and messages) saves it through the admin's audited endpoint.
 */
export const AdminCreateEventPage = () => {
  const { t } = useTranslation('adminEvents');
  const navigate = useNavigate();
  const [organization, setOrganization] = useState<PickedOrganization | null>(null);
  return (
    <div data-testid="admin-create-event">
      <AdminHeading title={t('create.title')} description={t('create.description')}>
        <AdminBackLink to={ADMIN_EVENTS_PATH}>{t('detail.back')}</AdminBackLink>
      </AdminHeading>
      <div className="space-y-5">
        <OrganizationPicker picked={organization} onPick={setOrganization} />
        {organization ? (
          <EventForm
            key={organization.id}
            event={null}
            onBehalfOf={organization.id}
            onSaved={(saved) => void navigate(adminEventPath(saved.id), { replace: true })}
          />
        ) : null}
      </div>
    </div>
  );
};
