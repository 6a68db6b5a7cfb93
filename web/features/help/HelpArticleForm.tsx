import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HELP_CATEGORIES } from '@core/domain/help';
import type { AdminHelpArticle, AdminHelpArticleInput } from '@core/schemas/help';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Field } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { Textarea } from '@web/components/ui/Textarea';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { HelpContentEditor } from './HelpContentEditor';
import { HelpSelectField, HelpSwitchField, HelpTextField, describedBy } from './HelpFormFields';
import { type HelpFormValues, emptyHelpForm, helpArticleToForm, helpFormResolver } from './helpFormValues';
import { useCreateHelpArticle, usePatchHelpArticle } from './queries';

type HelpArticleFormProps = {
  /** The article being edited; null to write a new one. */
  article: AdminHelpArticle | null;
  onSaved: (article: AdminHelpArticle) => void;
  onCancel: () => void;
};

/** Write or edit an article (react-hook-form + the contract's zod schema, Dutch messages under the fields). */
export const HelpArticleForm = ({ article, onSaved, onCancel }: HelpArticleFormProps) => {
  const { t } = useTranslation('help');
  const form = useForm<HelpFormValues, unknown, AdminHelpArticleInput>({
    resolver: helpFormResolver,
    defaultValues: article ? helpArticleToForm(article) : emptyHelpForm(),
    mode: 'onTouched',
  });
  const create = useCreateHelpArticle();
  const patch = usePatchHelpArticle();
  const [problem, setProblem] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;
  const excerptError = form.formState.errors.excerpt?.message;

  const handleSave = form.handleSubmit(
    async (body) => {
      setProblem(null);
      try {
        const saved = article
          ? await patch.mutateAsync({ id: article.id, body })
          : await create.mutateAsync(body);
        notify.success(t(article ? 'admin.form.saved' : 'admin.form.created', { title: saved.title }));
        onSaved(saved);
      } catch (error) {
        if (isApiError(error) && error.code === 'help_article_slug_exists')
          form.setError('slug', { type: 'server', message: error.message }, { shouldFocus: true });
        else setProblem(apiErrorMessage(error, t));
      }
    },
    () => notify.error(t('admin.form.checkFields')),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-testid="help-article-form"
        aria-busy={saving}
        className="space-y-5"
        onSubmit={handleSave}
      >
        {problem ? <FormAlert testId="help-form-error">{problem}</FormAlert> : null}
        <Card>
          <CardBody className="space-y-5">
            <HelpTextField name="title" label={t('admin.form.title')} maxLength={150} />
            <div className="grid gap-5 sm:grid-cols-2">
              <HelpTextField
                name="slug"
                label={t('admin.form.slug')}
                hint={t('admin.form.slugHint')}
                maxLength={120}
                autoCapitalize="off"
                spellCheck={false}
              />
              <HelpSelectField name="category" label={t('admin.form.category')}>
                <option value="">{t('admin.form.categoryPick')}</option>
                {HELP_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </HelpSelectField>
            </div>
            <HelpTextField name="tags" label={t('admin.form.tags')} hint={t('admin.form.tagsHint')} />
            <Field
              id="help-excerpt"
              label={t('admin.form.excerpt')}
              error={excerptError}
              hint={t('admin.form.excerptHint')}
            >
              <Textarea
                {...describedBy('excerpt', excerptError, t('admin.form.excerptHint'))}
                {...form.register('excerpt')}
                maxLength={300}
                className="min-h-20"
              />
            </Field>
            <HelpContentEditor />
          </CardBody>
        </Card>
        <Card>
          <CardBody className="grid gap-5 sm:grid-cols-2">
            <HelpTextField
              name="readTime"
              label={t('admin.form.readTime')}
              inputMode="numeric"
              hint={t('admin.form.readTimeHint')}
            />
            <HelpTextField
              name="author"
              label={t('admin.form.author')}
              placeholder={t('article.defaultAuthor')}
            />
            <HelpSwitchField
              name="published"
              label={t('admin.form.published')}
              hint={t('admin.form.publishedHint')}
            />
            <HelpSwitchField
              name="featured"
              label={t('admin.form.featured')}
              hint={t('admin.form.featuredHint')}
            />
          </CardBody>
        </Card>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t(article ? 'admin.form.save' : 'admin.form.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
};
