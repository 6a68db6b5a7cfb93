import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { type ForumTopicDetail, ForumTopicInput, type ValidForumTopicInput } from '@core/schemas/forum';
import type { ApiError } from '@web/lib/api';

/** What the inputs hold: tags as the comma-separated text typed, the category as '' for 'Algemeen'. */
export type TopicFormValues = {
  title: string;
  content: string;
  categoryId: string;
  tags: string;
  eventId: string;
};

export const emptyTopicForm = (eventId: string | null, categoryId = ''): TopicFormValues => ({
  title: '',
  content: '',
  categoryId,
  tags: '',
  eventId: eventId ?? '',
});

/** The default category is the empty choice of the select, as on a new topic. */
export const topicToForm = (topic: ForumTopicDetail, defaultSlug: string): TopicFormValues => ({
  title: topic.title,
  content: topic.content,
  categoryId: topic.category.slug === defaultSlug ? '' : topic.category.id,
  tags: topic.tags.join(', '),
  eventId: topic.event?.id ?? '',
});

/** Tags as typed, comma-separated; too many are reported by the schema rather than cut off silently. */
const tagList = (tags: string): string[] => [
  ...new Set(
    tags
      .split(',')
      .map((tag) => tag.trim().toLowerCase().replace(/^#/, ''))
      .filter(Boolean),
  ),
];

const toInput = (v: TopicFormValues) => ({
  title: v.title,
  content: v.content,
  categoryId: v.categoryId || null,
  tags: tagList(v.tags),
  eventId: v.eventId || null,
});
/** Validates with the contract's schema (its Dutch messages under the fields). */
export const topicFormResolver: Resolver<TopicFormValues, unknown, ValidForumTopicInput> = (values) => {
  const result = ForumTopicInput.safeParse(toInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<TopicFormValues> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? 'root');
    if (!(path in errors)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

/** The server's field errors, mapped onto the form's fields ([] when none). */
export const serverFieldErrors = (error: ApiError): { path: keyof TopicFormValues; message: string }[] =>
  Object.entries(error.fields ?? {})
    .map(([path, message]) => ({
      path: (path.replace(/^body\.?/, '').split('.')[0] ?? path) as keyof TopicFormValues,
      message,
    }))
    .filter(({ path }) => ['title', 'content', 'categoryId', 'tags'].includes(path));
