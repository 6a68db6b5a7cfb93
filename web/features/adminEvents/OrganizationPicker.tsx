import { Building2, Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Input } from '@web/components/ui/Input';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { useAdminProfiles } from '@web/features/adminDirectory';
import { LoadError } from '@web/features/admin';

export type PickedOrganization = { id: string; name: string };

type OrganizationPickerProps = {
  picked: PickedOrganization | null;
  onPick: (organization: PickedOrganization | null) => void;
};

/**
 * Step one of /admin/evenement-aanmaken: find the organisation the event is for (name, city or the owner's
 * e-mail, through the admin directory's search) and pick it; then the organisers' form follows.
 */
export const OrganizationPicker = ({ picked, onPick }: OrganizationPickerProps) => {
  const { t } = useTranslation('adminEvents');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const query = useAdminProfiles({ type: 'organization', q, verified: '', premium: '', hidden: '', page: 1 });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  if (picked) {
    return (
      <Card>
        <CardBody className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-ink" data-testid="picked-organization">
            <Building2 aria-hidden className="size-5 shrink-0 text-forest-700" />
            <span className="min-w-0 break-words">{t('create.pickedFor', { name: picked.name })}</span>
          </p>
          <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
            {t('create.change')}
          </Button>
        </CardBody>
      </Card>
    );
  }

  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('create.pickTitle')}</h2>
        <p className="mt-1 text-ink-soft">{t('create.pickText')}</p>
        <form role="search" onSubmit={handleSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="organization-search" className="sr-only">
            {t('create.searchLabel')}
          </label>
          <Input
            id="organization-search"
            type="search"
            value={draft}
            maxLength={120}
            placeholder={t('create.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" size="lg">
            {t('create.search')}
          </Button>
        </form>
        <div className="mt-4">
          {query.isPending ? (
            <SkeletonList rowClassName="h-12" />
          ) : query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.items.length === 0 ? (
            <p className="text-ink-soft">{t('create.noResults')}</p>
          ) : (
            <ul
              className="divide-y divide-line rounded-xl border border-line"
              data-testid="organization-options"
            >
              {query.data.items.map((org) => (
                <li key={org.id}>
                  <button
                    type="button"
                    className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-forest-50 focus-visible:bg-forest-50 focus-visible:outline-none"
                    onClick={() => onPick({ id: org.id, name: org.name })}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-ink">{org.name}</span>
                      <span className="block text-sm break-words text-ink-soft">
                        {[org.city, org.owner.email].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    <Check aria-hidden className="size-4 shrink-0 text-forest-700 opacity-0" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardBody>
    </Card>
  );
};
