import { Building2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminProfileType } from '@core/schemas/adminDirectory';
import { Button } from '@web/components/ui/Button';
import { StatePanel } from '@web/components/ui/StatePanel';
import { AdminHeading, AdminPagedList, useListParams, UserSearchForm } from '@web/features/admin';
import { FILTER_KEYS, FlagFilters, asFlagFilter } from './FlagFilters';
import { PROFILE_KINDS } from './kinds';
import { ProfileList } from './ProfileList';
import { useAdminProfiles } from './queries';

const LIST_KEYS = ['q', ...FILTER_KEYS] as const;

/**
 * /admin/organisaties, /admin/venues, /admin/professionals: one kind of profile, newest first, searchable by
 * name, city or owner e-mail and filterable by verified, premium and hidden (all in the URL), with the toggles.
 */
export const ProfileDirectory = ({ type }: { type: AdminProfileType }) => {
  const { t } = useTranslation('adminDirectory');
  const { values, page, setFilters, setPage } = useListParams(LIST_KEYS);
  const flags = {
    verified: asFlagFilter(values.verified),
    premium: asFlagFilter(values.premium),
    hidden: asFlagFilter(values.hidden),
  };
  const query = useAdminProfiles({ type, q: values.q, ...flags, page });
  const filtered = Boolean(values.q || flags.verified || flags.premium || flags.hidden);

  return (
    <div data-testid={`admin-profiles-${type}`}>
      <AdminHeading title={t(`${type}.title`)} description={t(`${type}.description`)}>
        <div className="float-right ml-4">
          <Button asChild size="md">
            <Link to={PROFILE_KINDS[type].createPath}>
              <Plus aria-hidden />
              <span className="hidden sm:inline">{t(`${type}.create`)}</span>
              <span className="sm:hidden">{t('list.createShort')}</span>
            </Link>
          </Button>
        </div>
      </AdminHeading>
      <UserSearchForm
        key={values.q}
        id={`admin-${type}-search`}
        value={values.q}
        label={t('list.searchLabel')}
        placeholder={t(`${type}.searchPlaceholder`)}
        onSearch={(q) => setFilters({ q })}
      >
        <FlagFilters values={flags} onChange={(key, value) => setFilters({ [key]: value })} />
      </UserSearchForm>
      <AdminPagedList
        query={query}
        rowClassName="h-28"
        onPage={setPage}
        empty={
          <StatePanel
            icon={Building2}
            title={t(`${type}.emptyTitle`)}
            description={filtered ? t('list.emptyFiltered') : t('list.emptyAll')}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => setFilters({ q: '', verified: '', premium: '', hidden: '' })}
                >
                  {t('list.reset')}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(profiles) => <ProfileList profiles={profiles} label={t(`${type}.title`)} />}
      </AdminPagedList>
    </div>
  );
};
