import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORUM_CONTENT_MAX, FORUM_DEFAULT_CATEGORY_SLUG, FORUM_TITLE_MAX } from '@core/domain/forum';
import type { ForumTopicDetail, ValidForumTopicInput } from '@core/schemas/forum';
import { Button } from '@web/components/ui/Button';
import { Card, CardBody } from '@web/components/ui/Card';
import { Field, fieldControlProps } from '@web/components/ui/Field';
import { FormAlert } from '@web/components/ui/FormAlert';
import { fieldClassName, Input } from '@web/components/ui/Input';
import { isApiError } from '@web/lib/api';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { notify } from '@web/lib/toast';
import { MarkdownEditor } from './MarkdownEditor';
import { useCreateTopic, useForumCategories, useUpdateTopic } from './queries';
import {
  emptyTopicForm,
  serverFieldErrors,
  type TopicFormValues,
  topicFormResolver,
  topicToForm,
} from './topicFormValues';
import { useFeatureSwitch } from '@web/features/site';

type TopicFormProps = {
  /** The topic being edited by its author; null for 'Nieuw Topic'. */
  topic: ForumTopicDetail | null;
  /** 'Bespreek dit evenement': the event the new topic is about. */
  eventId: string | null;
  eventTitle?: string | undefined;
  onSaved: (topic: ForumTopicDetail) => void;
};

/**
 * 'Nieuw Topic' and editing by the author: Titel, Inhoud (Markdown), Categorie (default 'Algemeen'), Tags,
 * validated with the contract's schema; what was typed stays when the server refuses it.
 */
export const TopicForm = ({ topic, eventId, eventTitle, onSaved }: TopicFormProps) => {
  const { t } = useTranslation('forum');
  const categories = useForumCategories();
  const active = (categories.data?.items ?? []).filter((c) => c.isActive || c.id === topic?.category.id);
  const general = active.find((c) => c.slug === FORUM_DEFAULT_CATEGORY_SLUG);
  const form = useForm<TopicFormValues, unknown, ValidForumTopicInput>({
    resolver: topicFormResolver,
    defaultValues: topic ? topicToForm(topic, FORUM_DEFAULT_CATEGORY_SLUG) : emptyTopicForm(eventId),
    mode: 'onTouched',
  });
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const postingOn = useFeatureSwitch('forumPosting');
  const [problem, setProblem] = useState<string | null>(null);
  const errors = form.formState.errors;

  const handleValid = async (body: ValidForumTopicInput) => {
    setProblem(null);
    try {
      const saved = topic
        ? await update.mutateAsync({
            id: topic.id,
            body: {
              title: body.title,
              content: body.content,
              tags: body.tags,
              ...((body.categoryId ?? general?.id) ? { categoryId: body.categoryId ?? general?.id } : {}),
            },
          })
        : await create.mutateAsync(body);
      notify.success(t(topic ? 'form.updated' : 'form.created'));
      onSaved(saved);
    } catch (error) {
      const message = apiErrorMessage(error, t);
      notify.error(t(topic ? 'errors:forum_update_failed' : 'errors:forum_create_failed'), message);
      const fields = isApiError(error) ? serverFieldErrors(error) : [];
      fields.forEach(({ path, message: m }, i) =>
        form.setError(path, { type: 'server', message: m }, { shouldFocus: i === 0 }),
      );
      setProblem(message);
    }
  };

  // Only the title, the text and the tags have a hint; the category has none to point at.
  const described = (name: keyof TopicFormValues) =>
    fieldControlProps(`topic-${name}`, errors[name]?.message, name !== 'categoryId');

  return (
    <form
      noValidate
      data-testid="topic-form"
      aria-busy={form.formState.isSubmitting}
      onSubmit={(e) => void form.handleSubmit(handleValid)(e)}
    >
      <Card>
        <CardBody className="space-y-5">
          {problem ? <FormAlert testId="topic-form-error">{problem}</FormAlert> : null}
          {!postingOn && !topic ? (
            <FormAlert testId="forum-posting-off-notice">{t('reply.switchedOffTitle')}</FormAlert>
          ) : null}
          {eventId ? (
            <p className="flex items-center gap-2 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-700">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {eventTitle ? t('form.aboutEvent', { title: eventTitle }) : t('form.aboutAnEvent')}
            </p>
          ) : null}
          <Field
            id="topic-title"
            label={t('form.title')}
            error={errors.title?.message}
            hint={t('form.titleHint')}
          >
            <Input maxLength={FORUM_TITLE_MAX} {...described('title')} {...form.register('title')} />
          </Field>
          <Field
            id="topic-content"
            label={t('form.content')}
            error={errors.content?.message}
            hint={t('form.contentHint')}
          >
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <MarkdownEditor
                  id="topic-content"
                  value={field.value}
                  onChange={field.onChange}
                  textareaRef={field.ref}
                  maxLength={FORUM_CONTENT_MAX}
                  invalid={errors.content !== undefined}
                  describedBy={described('content')['aria-describedby']}
                  className="min-h-56"
                />
              )}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="topic-categoryId" label={t('form.category')} error={errors.categoryId?.message}>
              <Controller
                control={form.control}
                name="categoryId"
                render={({ field }) => (
                  <select
                    className={fieldClassName}
                    {...described('categoryId')}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  >
                    {/* '' is 'Algemeen': the server files a topic without category there (spec §8). */}
                    <option value="">{general?.name ?? t('form.defaultCategory')}</option>
                    {active
                      .filter((c) => c.id !== general?.id)
                      .map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                  </select>
                )}
              />
            </Field>
            <Field
              id="topic-tags"
              label={t('form.tags')}
              error={errors.tags?.message}
              hint={t('form.tagsHint')}
            >
              <Input
                placeholder={t('form.tagsPlaceholder')}
                {...described('tags')}
                {...form.register('tags')}
              />
            </Field>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t(topic ? 'form.saveChanges' : 'form.submit')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </form>
  );
};
