import type { AdminRoadmapItemDto, RoadmapStatus } from '@core/schemas/roadmap';
import { ROADMAP_STATUSES } from '@core/schemas/site';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input, fieldClassName } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSaveRoadmapItem } from './queries';

type RoadmapItemFormProps = {
  item: AdminRoadmapItemDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit a roadmap item in a dialog; the server's Dutch messages show per field. */
export const RoadmapItemForm = ({ item, open, onOpenChange }: RoadmapItemFormProps) => {
  const { t } = useTranslation('adminRoadmap');
  const [draft, setDraft] = useState({
    title: item?.title ?? '',
    description: item?.description ?? '',
    status: (item?.status ?? 'planned') as RoadmapStatus,
    category: item?.category ?? '',
    targetQuarter: item?.targetQuarter ?? '',
  });
  const save = useSaveRoadmapItem();
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const otherError = save.error && Object.keys(fields).length === 0 ? save.error : null;
  const set = (key: keyof typeof draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const id = item ? `roadmap-${item.id}` : 'roadmap-new';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: item?.id ?? null, body: { ...draft, targetQuarter: draft.targetQuarter.trim() || null } },
      {
        onSuccess: () => {
          notify.success(item ? t('form.saved') : t('form.created'));
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t('form.editTitle') : t('form.newTitle')}
      closeLabel={t('form.close')}
    >
      <form onSubmit={submit} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
        <Field id={`${id}-title`} label={t('form.title')} error={fields.title}>
          <Input
            id={`${id}-title`}
            value={draft.title}
            aria-describedby={`${id}-title-error`}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field id={`${id}-description`} label={t('form.description')} error={fields.description}>
          <Textarea
            id={`${id}-description`}
            rows={4}
            value={draft.description}
            aria-describedby={`${id}-description-error`}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <Field id={`${id}-status`} label={t('form.status')} error={fields.status}>
          <select
            {...fieldControlProps(`${id}-status`, fields.status)}
            className={`${fieldClassName} h-12`}
            value={draft.status}
            onChange={(e) => set('status', e.target.value)}
          >
            {ROADMAP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-category`} label={t('form.category')} error={fields.category}>
            <Input
              id={`${id}-category`}
              value={draft.category}
              aria-describedby={`${id}-category-error`}
              onChange={(e) => set('category', e.target.value)}
            />
          </Field>
          <Field
            id={`${id}-quarter`}
            label={t('form.quarter')}
            error={fields.targetQuarter}
            hint={t('form.quarterHint')}
          >
            <Input
              id={`${id}-quarter`}
              value={draft.targetQuarter}
              placeholder="2027-Q1"
              aria-describedby={`${id}-quarter-error ${id}-quarter-hint`}
              onChange={(e) => set('targetQuarter', e.target.value)}
            />
          </Field>
        </div>
        {otherError ? <FormAlert>{apiErrorMessage(otherError, t)}</FormAlert> : null}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending} data-testid="roadmap-save">
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
