import { describe, expect, it } from 'vitest';
import { emptyTopicForm, type TopicFormValues, topicFormResolver } from './topicFormValues';

const resolve = async (values: Partial<TopicFormValues>) =>
  topicFormResolver({ ...emptyTopicForm(null), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the topic form checks with the contract', () => {
  it('sends no category for Algemeen, tags lowercased and unique, and the linked event', async () => {
    const eventId = '0b5f3a52-3c9e-4d55-9b67-0a1f2e3d4c5b';
    const result = await resolve({
      title: 'Wie kent een fijne ademwerkgroep?',
      content: 'Ik zoek een groep in Utrecht.',
      tags: 'Ademwerk, utrecht, #ademwerk, ',
      eventId,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ categoryId: null, tags: ['ademwerk', 'utrecht'], eventId });
  });

  it('answers in Dutch under the fields, and refuses more than five tags', async () => {
    const result = await resolve({ title: 'Hoi', content: 'kort', tags: 'a, b, c, d, e, f' });
    expect(result.errors.title?.message).toBe('Gebruik minimaal 5 tekens voor de titel.');
    expect(result.errors.content?.message).toBe('Schrijf minimaal 10 tekens.');
    expect(result.errors.tags?.message).toBe('Gebruik maximaal 5 tags.');
  });
});
