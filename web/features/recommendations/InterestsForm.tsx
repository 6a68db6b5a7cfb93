import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InterestsDto } from '@core/schemas/recommendations';
import { Button } from '@web/components/ui/Button';
import { ErrorPanel } from '@web/components/ui/ErrorPanel';
import { SkeletonList } from '@web/components/ui/Skeleton';
import { useCategoryTree, useMainTypeName } from '@web/features/categories';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { CategoryGroup } from './CategoryGroup';
import { useSaveInterestCategories } from './queries';

type InterestsFormProps = { interests: InterestsDto };

const sameSet = (a: ReadonlySet<string>, b: readonly string[]) =>
  a.size === b.length && b.every((id) => a.has(id));

/**
 * /dashboard/interesses: the category tree with a checkbox per main type and subtype. The choice stays in
 * the form until it is saved, also when a save fails, so nothing is lost.
 */
export const InterestsForm = ({ interests }: InterestsFormProps) => {
  const { t } = useTranslation('recommendations');
  const tree = useCategoryTree();
  const mainTypeName = useMainTypeName();
  const save = useSaveInterestCategories();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(interests.categoryIds));
  const dirty = !sameSet(selected, interests.categoryIds);

  const handleToggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleSave = () =>
    save.mutate(
      { categoryIds: [...selected] },
      {
        onSuccess: () => notify.success(t('interests.saved')),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );

  if (tree.isPending) return <SkeletonList rows={9} rowClassName="h-14" />;
  if (tree.isError)
    return (
      <ErrorPanel
        title={t('interests.loadErrorTitle')}
        description={t('interests.loadErrorText')}
        retryLabel={t('retry')}
        onRetry={() => void tree.refetch()}
      />
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        handleSave();
      }}
      data-testid="interests-form"
    >
      <div className="flex flex-col gap-3">
        {tree.data.items.map((category) => (
          <CategoryGroup
            key={category.id}
            category={category}
            name={mainTypeName(category.slug)}
            selected={selected}
            onToggle={handleToggle}
          />
        ))}
      </div>
      <div className="sticky bottom-16 z-30 -mx-1 mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-white/95 p-3 shadow-[var(--shadow-lift)] backdrop-blur sm:bottom-3">
        <Button type="submit" disabled={save.isPending} data-testid="interests-save">
          {save.isPending ? t('saving') : t('interests.save')}
        </Button>
        {selected.size > 0 ? (
          <Button type="button" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('interests.clear')}
          </Button>
        ) : null}
        <p className="text-sm text-ink-muted" aria-live="polite">
          {dirty ? t('unsaved') : t('interests.summary', { count: interests.categoryIds.length })}
        </p>
        {!dirty && interests.categoryIds.length > 0 ? (
          <Link
            to="/dashboard/aanbevolen"
            className="ml-auto text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            {t('interests.toRecommended')}
          </Link>
        ) : null}
      </div>
    </form>
  );
};
