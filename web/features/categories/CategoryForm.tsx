import type { AdminCategoryDto } from '@core/schemas/categories';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Input } from '@web/components/ui/Input';
import { Switch } from '@web/components/ui/Switch';
import { isApiError } from '@web/lib/api';
import { apiErrorHint, apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { useSaveCategory } from './adminQueries';
import { slugify } from './categoryTree';

type CategoryFormProps = {
  /** The category to edit, or null for a new one. */
  category: AdminCategoryDto | null;
  /** Preset parent for a new subtype (the 'add subtype' button of a main type). */
  parent?: string | null;
  mainTypes: readonly AdminCategoryDto[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Draft = {
  name: string;
  slug: string;
  isMainCategory: boolean;
  parents: string[];
  iconUrl: string;
  isActive: boolean;
  showGeneralSubtypes: boolean;
  sortOrder: string;
};

const draftOf = (c: AdminCategoryDto | null, parent: string | null): Draft => ({
  name: c?.name ?? '',
  slug: c?.slug ?? '',
  isMainCategory: c?.isMainCategory ?? parent === null,
  parents: c?.parents ?? (parent ? [parent] : []),
  iconUrl: c?.iconUrl ?? '',
  isActive: c?.isActive ?? true,
  showGeneralSubtypes: c?.showGeneralSubtypes ?? false,
  sortOrder: String(c?.sortOrder ?? 0),
});

/** Create or edit one category in a dialog; the server's Dutch messages show per field. */
export const CategoryForm = ({
  category,
  parent = null,
  mainTypes,
  open,
  onOpenChange,
}: CategoryFormProps) => {
  const { t } = useTranslation('adminCategories');
  const [draft, setDraft] = useState<Draft>(() => draftOf(category, parent));
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const save = useSaveCategory();
  const fields = isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const idPrefix = category ? `category-${category.id}` : 'category-new';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: draft.name,
      slug: draft.slug,
      isMainCategory: draft.isMainCategory,
      parents: draft.isMainCategory ? [] : draft.parents,
      iconUrl: draft.iconUrl.trim() === '' ? null : draft.iconUrl.trim(),
      isActive: draft.isActive,
      showGeneralSubtypes: draft.showGeneralSubtypes,
      sortOrder: Number.parseInt(draft.sortOrder, 10) || 0,
    };
    save.mutate(
      { id: category?.id ?? null, body },
      {
        onSuccess: () => {
          notify.success(category ? t('form.saved') : t('form.created'));
          onOpenChange(false);
        },
      },
    );
  };

  const fieldError = (name: string) => fields[name];
  const otherError = save.error && Object.keys(fields).length === 0 ? save.error : null;
  const alertRef = useRef<HTMLDivElement>(null);
  // On a phone the dialog scrolls: bring a refusal (e.g. the name exists) into view beside the buttons.
  useEffect(() => {
    if (otherError) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [otherError]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? t('form.editTitle', { name: category.name }) : t('form.newTitle')}
      closeLabel={t('form.close')}
    >
      <form onSubmit={submit} className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1" noValidate>
        <Field id={`${idPrefix}-name`} label={t('form.name')} error={fieldError('name')}>
          <Input
            id={`${idPrefix}-name`}
            value={draft.name}
            aria-describedby={`${idPrefix}-name-error`}
            onChange={(e) => {
              set('name', e.target.value);
              if (!slugTouched) set('slug', slugify(e.target.value));
            }}
            required
          />
        </Field>
        <Field
          id={`${idPrefix}-slug`}
          label={t('form.slug')}
          error={fieldError('slug')}
          hint={t('form.slugHint')}
        >
          <Input
            id={`${idPrefix}-slug`}
            value={draft.slug}
            aria-describedby={`${idPrefix}-slug-error ${idPrefix}-slug-hint`}
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value);
            }}
            required
          />
        </Field>
        <Switch
          id={`${idPrefix}-main`}
          label={t('form.isMain')}
          hint={t('form.isMainHint')}
          checked={draft.isMainCategory}
          onChange={(e) => set('isMainCategory', e.target.checked)}
        />
        {draft.isMainCategory ? (
          <Switch
            id={`${idPrefix}-general`}
            label={t('form.showGeneral')}
            hint={t('form.showGeneralHint')}
            checked={draft.showGeneralSubtypes}
            onChange={(e) => set('showGeneralSubtypes', e.target.checked)}
          />
        ) : (
          <fieldset aria-describedby={`${idPrefix}-parents-error`}>
            <legend className="mb-2 text-sm font-medium text-ink">{t('form.parents')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {mainTypes.map((m) => (
                <label key={m.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-forest-700"
                    checked={draft.parents.includes(m.slug)}
                    onChange={(e) =>
                      set(
                        'parents',
                        e.target.checked
                          ? [...draft.parents, m.slug]
                          : draft.parents.filter((p) => p !== m.slug),
                      )
                    }
                  />
                  {m.name}
                </label>
              ))}
            </div>
            {fieldError('parents') ? (
              <p id={`${idPrefix}-parents-error`} role="alert" className="mt-1 text-sm text-red-700">
                {fieldError('parents')}
              </p>
            ) : null}
          </fieldset>
        )}
        <Field
          id={`${idPrefix}-icon`}
          label={t('form.icon')}
          error={fieldError('iconUrl')}
          hint={t('form.iconHint')}
        >
          <Input
            id={`${idPrefix}-icon`}
            value={draft.iconUrl}
            aria-describedby={`${idPrefix}-icon-error ${idPrefix}-icon-hint`}
            onChange={(e) => set('iconUrl', e.target.value)}
          />
        </Field>
        <Field id={`${idPrefix}-sort`} label={t('form.sortOrder')} error={fieldError('sortOrder')}>
          <Input
            id={`${idPrefix}-sort`}
            type="number"
            inputMode="numeric"
            value={draft.sortOrder}
            aria-describedby={`${idPrefix}-sort-error`}
            onChange={(e) => set('sortOrder', e.target.value)}
          />
        </Field>
        <Switch
          id={`${idPrefix}-active`}
          label={t('form.isActive')}
          hint={t('form.isActiveHint')}
          checked={draft.isActive}
          onChange={(e) => set('isActive', e.target.checked)}
        />
        <div ref={alertRef}>
          {otherError ? (
            <FormAlert testId="category-form-error">
              {apiErrorMessage(otherError, t)}
              {apiErrorHint(otherError, t) ? ` ${apiErrorHint(otherError, t)}` : ''}
            </FormAlert>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending} data-testid="category-save">
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
