import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ForumCategory, ForumCategoryInput } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { fieldClassName, Input } from '@web/components/ui/Input';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { CATEGORY_ICONS, CategoryIcon } from './CategoryIcon';
import { useSaveCategory } from './queries';

type Draft = { name: string; description: string; icon: string; color: string };

const draftOf = (c: ForumCategory | null): Draft => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  icon: c?.icon ?? 'messages-square',
  color: c?.color ?? '#6b8f71',
});

type CategoryEditorDialogProps = {
  /** The category to edit; null creates a new one. */
  category: ForumCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create or edit a forum category: name, description, colour and icon (validated with the contract). */
export const CategoryEditorDialog = ({ category, open, onOpenChange }: CategoryEditorDialogProps) => {
  const { t } = useTranslation('forum');
  const save = useSaveCategory();
  const [draft, setDraft] = useState<Draft>(() => draftOf(category));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const handleSave = () => {
    const parsed = ForumCategoryInput.safeParse({
      name: draft.name,
      description: draft.description.trim() || null,
      icon: draft.icon,
      color: draft.color,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Draft] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: category?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(t(category ? 'admin.categories.saved' : 'admin.categories.created'));
          onOpenChange(false);
        },
        onError: (e) => setErrors({ form: apiErrorMessage(e, t) }),
      },
    );
  };

  const described = (key: keyof Draft) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `category-${key}-error` : undefined,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(category ? 'admin.categories.editTitle' : 'admin.categories.createTitle')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={handleSave} disabled={save.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <Field id="category-name" label={t('admin.categories.name')} error={errors.name}>
          <Input
            id="category-name"
            value={draft.name}
            maxLength={60}
            onChange={(e) => set('name')(e.target.value)}
            {...described('name')}
          />
        </Field>
        <Field id="category-description" label={t('admin.categories.description')} error={errors.description}>
          <Textarea
            id="category-description"
            className="min-h-20"
            value={draft.description}
            maxLength={300}
            onChange={(e) => set('description')(e.target.value)}
            {...described('description')}
          />
        </Field>
        <div className="grid grid-cols-[1fr_auto] gap-4">
          <Field id="category-icon" label={t('admin.categories.icon')} error={errors.icon}>
            <select
              {...fieldControlProps('category-icon', errors.icon)}
              className={fieldClassName}
              value={draft.icon}
              onChange={(e) => set('icon')(e.target.value)}
            >
              {Object.keys(CATEGORY_ICONS).map((name) => (
                <option key={name} value={name}>
                  {t(`admin.categories.icons.${name}`, { defaultValue: name })}
                </option>
              ))}
            </select>
          </Field>
          <Field id="category-color" label={t('admin.categories.color')} error={errors.color}>
            <Input
              id="category-color"
              type="color"
              className="h-12 w-20 p-1"
              value={draft.color}
              onChange={(e) => set('color')(e.target.value)}
              {...described('color')}
            />
          </Field>
        </div>
        <div className="flex items-center gap-3 text-sm text-ink-soft">
          <CategoryIcon icon={draft.icon} color={draft.color} />
          {draft.name || t('admin.categories.preview')}
        </div>
      </div>
    </Dialog>
  );
};
