import { CalendarX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockedDateBody, type BlockedDateDto, type UnitDto } from '@core/schemas/bookings';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Field } from '@web/components/ui/Field';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { formatEventDate } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { useCreateBlockedDate, useDeleteBlockedDate } from './queries';

type Props = { venueId: string; units: readonly UnitDto[]; blocked: readonly BlockedDateDto[] };

/** Blocked date ranges (whole venue or one unit): the list with remove, and the form to add one. */
export const BlockedDatesEditor = ({ venueId, units, blocked }: Props) => {
  const { t, i18n } = useTranslation('bookings');
  const create = useCreateBlockedDate(venueId);
  const remove = useDeleteBlockedDate(venueId);
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [unitId, setUnitId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const range = (b: BlockedDateDto) =>
    b.startsOn === b.endsOn
      ? formatEventDate(b.startsOn, i18n.language)
      : `${formatEventDate(b.startsOn, i18n.language)} – ${formatEventDate(b.endsOn, i18n.language)}`;
  const unitName = (id: string | null) =>
    id ? (units.find((u) => u.id === id)?.name ?? '') : t('blocked.wholeVenue');

  const handleAdd = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = BlockedDateBody.safeParse({
      startsOn,
      endsOn: endsOn || startsOn,
      unitId: unitId || null,
      reason: reason || null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync(parsed.data);
      notify.success(t('blocked.added'));
      setStartsOn('');
      setEndsOn('');
      setReason('');
    } catch (err) {
      setError(apiErrorMessage(err, t));
    }
  };

  return (
    <section aria-labelledby="blocked-title" className="space-y-4">
      <div>
        <h2 id="blocked-title" className="font-display text-2xl font-semibold">
          {t('blocked.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('blocked.text')}</p>
      </div>
      {blocked.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('blocked.empty')}</p>
      ) : (
        <ul className="space-y-2" data-testid="blocked-list">
          {blocked.map((b) => (
            <li
              key={b.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-2"
            >
              <CalendarX aria-hidden className="size-4 shrink-0 text-clay-600" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{range(b)}</p>
                <p className="text-ink-soft">
                  {unitName(b.unitId)}
                  {b.reason ? ` · ${b.reason}` : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('blocked.removeLabel', { range: range(b) })}
                onClick={() =>
                  void remove.mutateAsync(b.id).then(
                    () => notify.success(t('blocked.removed')),
                    (err: unknown) => notify.error(apiErrorMessage(err, t)),
                  )
                }
              >
                <Trash2 aria-hidden />
                {t('blocked.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <CardBody>
          <form onSubmit={(e) => void handleAdd(e)} className="grid gap-3 sm:grid-cols-2" noValidate>
            <Field id="blocked-from" label={t('blocked.from')}>
              <Input
                id="blocked-from"
                type="date"
                value={startsOn}
                onChange={(e) => setStartsOn(e.target.value)}
              />
            </Field>
            <Field id="blocked-to" label={t('blocked.to')}>
              <Input
                id="blocked-to"
                type="date"
                value={endsOn}
                min={startsOn}
                onChange={(e) => setEndsOn(e.target.value)}
              />
            </Field>
            <Field id="blocked-unit" label={t('blocked.unit')}>
              <select
                id="blocked-unit"
                className={fieldClassName}
                value={unitId}
                onChange={(e) => setUnitId(e.target.value)}
              >
                <option value="">{t('blocked.wholeVenue')}</option>
                {units.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="blocked-reason" label={t('blocked.reason')}>
              <Input
                id="blocked-reason"
                value={reason}
                maxLength={200}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
            {error ? (
              <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                {error}
              </p>
            ) : null}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={create.isPending}>
                {t('blocked.add')}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </section>
  );
};
