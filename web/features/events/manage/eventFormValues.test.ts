import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { EventEditorDto } from '@core/schemas/eventWrite';
import { ApiError } from '@web/lib/api';
import { eventFormResolver, serverFieldErrors } from './eventFormResolver';
import {
  editorToForm,
  emptyEventForm,
  emptyTicket,
  type EventFormValues,
  formToWriteInput,
  parseNumberInput,
} from './eventFormValues';

const filled = (): EventFormValues => ({
  ...emptyEventForm(),
  title: 'Kirtan in de kerk',
  mainType: 'event',
  subtypes: ['kirtan'],
  startDate: '2030-02-01T19:30',
  endDate: '2030-02-01T22:00',
  city: 'Gent',
  price: '12,50',
  tickets: [
    { ...emptyTicket(), name: 'Vroeg', price: '10', quantity: '25' },
    { ...emptyTicket(), name: 'Deur', price: '15', isActive: false },
  ],
  recurrence: {
    enabled: true,
    frequency: 'weekly',
    interval: '2',
    endType: 'after',
    occurrences: '5',
    endDate: '',
  },
});

const resolve = async (values: EventFormValues) => {
  const result = await eventFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return {
    values: result.values as Record<string, unknown>,
    errors: result.errors as FieldErrors<EventFormValues>,
  };
};

describe('parseNumberInput', () => {
  it('reads empty as null, a decimal comma as a point, and keeps garbage as NaN', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput(' 12,50 ')).toBe(12.5);
    expect(parseNumberInput('0')).toBe(0);
    expect(parseNumberInput('twaalf')).toBeNaN();
  });
});

describe('formToWriteInput', () => {
  it('turns Amsterdam times into instants and strings into numbers', () => {
    const body = formToWriteInput(filled(), true);
    expect(body.startDate).toBe('2030-02-01T18:30:00.000Z');
    expect(body.endDate).toBe('2030-02-01T21:00:00.000Z');
    expect(body.price).toBe(12.5);
    expect(body.tickets).toEqual([
      { id: null, name: 'Vroeg', price: 10, quantity: 25, isActive: true },
      { id: null, name: 'Deur', price: 15, quantity: null, isActive: false },
    ]);
    expect(body.recurrence).toEqual({
      frequency: 'weekly',
      interval: 2,
      endType: 'after',
      occurrences: 5,
      endDate: null,
    });
    expect(body.publish).toBe(true);
  });

  it('sends no place for an online event and no rule when it does not repeat', () => {
    const values = filled();
    values.isOnline = true;
    values.recurrence.enabled = false;
    const body = formToWriteInput(values);
    expect(body).toMatchObject({
      isOnline: true,
      city: null,
      address: null,
      venueId: null,
      recurrence: null,
    });
    expect(body.publish).toBe(false);
  });

  it('ends a recurrence at the end of the chosen Amsterdam day', () => {
    const values = filled();
    values.recurrence = { ...values.recurrence, endType: 'on', endDate: '2030-06-30' };
    expect(formToWriteInput(values).recurrence).toMatchObject({
      occurrences: null,
      endDate: '2030-06-30T21:59:00.000Z',
    });
  });
});

describe('editorToForm', () => {
  it('is the inverse of formToWriteInput for what the editor loads', () => {
    const values = filled();
    const body = formToWriteInput(values);
    const dto: EventEditorDto = {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'kirtan-in-de-kerk',
      status: 'draft',
      badge: 'Concept',
      title: body.title,
      shortDescription: null,
      description: null,
      mainType: 'event',
      subtypes: ['kirtan'],
      startDate: '2030-02-01T18:30:00.000Z',
      endDate: '2030-02-01T21:00:00.000Z',
      isOnline: false,
      languages: ['nl'],
      location: null,
      address: null,
      city: 'Gent',
      latitude: null,
      longitude: null,
      venue: null,
      price: 12.5,
      currency: 'EUR',
      maxParticipants: null,
      imageUrl: null,
      viewCount: 0,
      savedCount: 0,
      tickets: [
        {
          id: '00000000-0000-4000-8000-000000000002',
          name: 'Vroeg',
          price: 10,
          quantity: 40,
          isActive: true,
          soldCount: 3,
        },
      ],
      sessions: [],
      speakers: [],
      recurrence: { frequency: 'weekly', interval: 2, endType: 'after', occurrences: 5, endDate: null },
      occurrences: [],
      organizationProfileId: null,
      organizerName: null,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
      abilities: { edit: true, publish: true, cancel: false, trash: true, restore: false, delete: false },
    };
    const form = editorToForm(dto);
    expect(form).toMatchObject({
      startDate: '2030-02-01T19:30',
      endDate: '2030-02-01T22:00',
      price: '12.5',
      maxParticipants: '',
      recurrence: { enabled: true, interval: '2', occurrences: '5', endDate: '' },
    });
    expect(form.tickets[0]).toEqual({
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Vroeg',
      price: '10',
      quantity: '40',
      isActive: true,
      soldCount: 3,
    });
  });
});

describe('eventFormResolver', () => {
  it('passes a complete form and hands over the parsed body', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Kirtan in de kerk', price: 12.5 });
  });

  it('puts the schema messages on the form fields, nested ones included', async () => {
    const values = filled();
    values.title = '';
    values.startDate = '';
    values.tickets[1] = { ...emptyTicket(), name: '', price: '' };
    values.recurrence.occurrences = '';
    const { errors } = await resolve(values);
    expect(errors.title?.message).toBe('De titel moet minimaal 3 tekens hebben.');
    expect(errors.startDate?.message).toBe('Vul een geldige startdatum en -tijd in.');
    expect(errors.tickets?.[1]?.name?.message).toBe('Geef het ticket een naam.');
    expect(errors.tickets?.[1]?.price?.message).toBe('Vul een bedrag in.');
    expect(errors.recurrence?.occurrences?.message).toBe('Vul in hoe vaak het evenement plaatsvindt.');
  });

  it('asks for a place unless the event is online', async () => {
    const values = filled();
    values.city = '';
    expect((await resolve(values)).errors.city?.message).toBe(
      'Vul een plaats of adres in, of kies een locatie.',
    );
    values.isOnline = true;
    expect((await resolve(values)).errors.city).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('uses the fields of a validation error, and a named constraint for its own field', () => {
    const validation = new ApiError({
      code: 'validation_failed',
      message: 'x',
      status: 400,
      fields: { 'tickets.0.name': 'Geef het ticket een naam.', venueId: 'Kies een locatie uit de lijst.' },
    });
    expect(serverFieldErrors(validation)).toEqual([
      { path: 'tickets.0.name', message: 'Geef het ticket een naam.' },
      { path: 'venue', message: 'Kies een locatie uit de lijst.' },
    ]);
    const title = new ApiError({
      code: 'event_title_exists',
      message: 'Er bestaat al een evenement met deze titel.',
      status: 409,
    });
    expect(serverFieldErrors(title)).toEqual([
      { path: 'title', message: 'Er bestaat al een evenement met deze titel.' },
    ]);
    expect(
      serverFieldErrors(new ApiError({ code: 'event_plan_limit_reached', message: 'x', status: 403 })),
    ).toEqual([]);
  });
});
