import * as Tabs from '@radix-ui/react-tabs';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { HELP_PROSE } from './HelpArticleView';
import { describedBy, useFieldError } from './HelpFormFields';
import type { HelpFormValues } from './helpFormValues';
import { usePreviewHelpMarkdown } from './queries';

const tabClass =
  'rounded-full px-4 py-1.5 text-sm font-medium text-ink-soft transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-forest-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * The article's Markdown with a 'Voorbeeld' tab: the preview asks the server, so it shows exactly what the
 * public page will (the one sanitiser of spec §5; a <script> never comes back).
 */
export const HelpContentEditor = () => {
  const { t } = useTranslation('help');
  const { register, getValues } = useFormContext<HelpFormValues>();
  const error = useFieldError('content');
  const hint = t('admin.form.contentHint');
  const [tab, setTab] = useState('write');
  const preview = usePreviewHelpMarkdown();

  const handleTab = (next: string) => {
    setTab(next);
    if (next === 'preview') preview.mutate(getValues('content'));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor="help-content" className="text-sm font-medium text-ink">
          {t('admin.form.content')}
        </label>
      </div>
      <Tabs.Root value={tab} onValueChange={handleTab}>
        <Tabs.List
          aria-label={t('admin.form.contentTabs')}
          className="mb-2 inline-flex rounded-full bg-sand-100 p-1"
        >
          <Tabs.Trigger value="write" className={tabClass}>
            {t('admin.form.write')}
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass} data-testid="help-preview-tab">
            {t('admin.form.preview')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea
            {...describedBy('content', error, hint)}
            {...register('content')}
            spellCheck
            className="min-h-80 font-mono text-sm leading-relaxed"
          />
        </Tabs.Content>
        <Tabs.Content
          value="preview"
          className="min-h-80 rounded-xl border border-line bg-white p-4 sm:p-6"
          data-testid="help-preview"
        >
          {preview.isPending ? (
            <p className="inline-flex items-center gap-2 text-sm text-ink-soft">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('admin.form.previewLoading')}
            </p>
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {apiErrorMessage(preview.error, t)}
            </p>
          ) : preview.data?.html ? (
            <div className={HELP_PROSE} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          ) : (
            <p className="text-sm text-ink-muted">{t('admin.form.previewEmpty')}</p>
          )}
        </Tabs.Content>
      </Tabs.Root>
      {error ? (
        <p id="help-content-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="help-content-hint" className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
};
