import { DoorOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitDto } from '@core/schemas/bookings';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Dialog } from '@web/components/ui/Dialog';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { formatRate } from './format';
import { useCreateUnit, useDeleteUnit, useUpdateUnit } from './queries';
import { UnitForm } from './UnitForm';

/** The units of a venue: list with edit and remove, and the form for a new one. */
export const UnitsEditor = ({ venueId, units }: { venueId: string; units: readonly UnitDto[] }) => {
  const { t, i18n } = useTranslation('bookings');
  const create = useCreateUnit(venueId);
  const update = useUpdateUnit(venueId);
  const remove = useDeleteUnit(venueId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UnitDto | null>(null);

  const rates = (u: UnitDto) => {
    const day = formatRate(u.dayRate, i18n.language);
    const part = formatRate(u.partDayRate, i18n.language);
    return day || part ? t('units.rates', { day: day ?? '–', part: part ?? '–' }) : t('units.noRate');
  };

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(t('units.removed'));
    } catch (error) {
      notify.error(apiErrorMessage(error, t));
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="units-title" className="space-y-4">
      <div>
        <h2 id="units-title" className="font-display text-2xl font-semibold">
          {t('units.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('units.text')}</p>
      </div>
      <ul className="space-y-2">
        {units.map((u) => (
          <li key={u.id}>
            <Card>
              <CardBody className="space-y-3">
                {editing === u.id ? (
                  <UnitForm
                    idPrefix={`unit-${u.id}`}
                    initial={u}
                    submitLabel={t('units.save')}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (body) => {
                      await update.mutateAsync({ unitId: u.id, body });
                      notify.success(t('units.saved'));
                      setEditing(null);
                    }}
                  />
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                        <DoorOpen aria-hidden className="size-4 text-forest-600" />
                        {u.name}
                        <Badge tone={u.kind === 'whole' ? 'forest' : 'neutral'}>
                          {u.kind === 'whole' ? t('units.whole') : t('units.room')}
                        </Badge>
                        {!u.isActive ? <Badge tone="clay">{t('units.inactive')}</Badge> : null}
                      </p>
                      <p className="mt-1 text-sm text-ink-soft">
                        {t('units.capacityValue', { count: u.capacity })} · {rates(u)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setEditing(u.id)}
                        aria-label={t('units.editLabel', { name: u.name })}
                      >
                        <Pencil aria-hidden />
                        {t('units.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setRemoving(u)}
                        aria-label={t('units.removeLabel', { name: u.name })}
                      >
                        <Trash2 aria-hidden />
                        {t('units.remove')}
                      </Button>
                    </div>
                  </div>
                )}
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardBody>
          <h3 className="mb-3 font-medium">{t('units.add')}</h3>
          <UnitForm
            idPrefix="unit-new"
            submitLabel={t('units.add')}
            onSubmit={async (body) => {
              await create.mutateAsync(body);
              notify.success(t('units.added'));
            }}
          />
        </CardBody>
      </Card>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('units.removeTitle', { name: removing?.name ?? '' })}
        description={t('units.removeText')}
        closeLabel={t('units.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('units.cancel')}
            </Button>
            <Button onClick={() => void handleRemove()} disabled={remove.isPending}>
              {t('units.remove')}
            </Button>
          </>
        }
      />
    </section>
  );
};
