import type { MainEventType } from '@core/domain/categories';
import { DEFAULT_EVENT_LANGUAGES, type EventLanguage } from '@core/domain/languages';
import type {
  EventEditorDto,
  EventWriteInput,
  RecurrenceEndType,
  RecurrenceFrequency,
  VenueOption,
} from '@core/schemas/eventWrite';
import {
  amsterdamDateToEndOfDayIso,
  amsterdamLocalToIso,
  isoToAmsterdamDate,
  isoToAmsterdamLocal,
} from '@core/domain/amsterdamTime';

/**
 * What the event form holds: inputs as strings (numbers, Amsterdam wall-clock times), the chosen venue as an
 * object. Field names follow EventWriteBody, so schema and server error paths land on the right field.
 */
export type TicketFormValue = {
  id: string | null;
  name: string;
  price: string;
  /** Seats of this type; empty = no limit of its own. */
  quantity: string;
  isActive: boolean;
  soldCount: number;
};
export type SessionFormValue = { id: string | null; title: string; startTime: string; endTime: string };
export type SpeakerFormValue = {
  name: string;
  title: string;
  company: string;
  bio: string;
  imageUrl: string;
};
export type RecurrenceFormValue = {
  enabled: boolean;
  frequency: RecurrenceFrequency;
  interval: string;
  endType: RecurrenceEndType;
  occurrences: string;
  /** 'yyyy-MM-dd', the last day (Amsterdam) an occurrence may start. */
  endDate: string;
};

export type EventFormValues = {
  title: string;
  shortDescription: string;
  description: string;
  mainType: MainEventType | '';
  subtypes: string[];
  startDate: string;
  endDate: string;
  isOnline: boolean;
  /** 'Talen': at least one; Dutch for a new event. */
  languages: EventLanguage[];
  location: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  venue: VenueOption | null;
  price: string;
  maxParticipants: string;
  imageUrl: string;
  tickets: TicketFormValue[];
  sessions: SessionFormValue[];
  speakers: SpeakerFormValue[];
  recurrence: RecurrenceFormValue;
  organizationProfileId: string | null;
};

export const emptyTicket = (): TicketFormValue => ({
  id: null,
  name: '',
  price: '',
  quantity: '',
  isActive: true,
  soldCount: 0,
});
export const emptySession = (): SessionFormValue => ({ id: null, title: '', startTime: '', endTime: '' });
export const emptySpeaker = (): SpeakerFormValue => ({
  name: '',
  title: '',
  company: '',
  bio: '',
  imageUrl: '',
});

const DEFAULT_RECURRENCE: RecurrenceFormValue = {
  enabled: false,
  frequency: 'weekly',
  interval: '1',
  endType: 'never',
  occurrences: '',
  endDate: '',
};

/** A new event: everything empty, one-off. */
export const emptyEventForm = (): EventFormValues => ({
  title: '',
  shortDescription: '',
  description: '',
  mainType: '',
  subtypes: [],
  startDate: '',
  endDate: '',
  isOnline: false,
  languages: [...DEFAULT_EVENT_LANGUAGES],
  location: '',
  address: '',
  city: '',
  latitude: null,
  longitude: null,
  venue: null,
  price: '',
  maxParticipants: '',
  imageUrl: '',
  tickets: [],
  sessions: [],
  speakers: [],
  recurrence: { ...DEFAULT_RECURRENCE },
  organizationProfileId: null,
});

/** '' → null; '12,50' → 12.5; anything else that is not a number stays NaN so the schema names the field. */
export const parseNumberInput = (value: string): number | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

const numberText = (value: number | null): string => (value === null ? '' : String(value));

/** A typed time that is not valid stays as typed: the schema then reports it on its field. */
const timeToIso = (local: string): string => amsterdamLocalToIso(local) ?? local;
const optionalTimeToIso = (local: string): string | null => (local.trim() ? timeToIso(local) : null);

/** Form → request body (EventWriteBody input). `publish` decides draft or published. */
export const formToWriteInput = (values: EventFormValues, publish = false): EventWriteInput => {
  const r = values.recurrence;
  return {
    title: values.title,
    shortDescription: values.shortDescription,
    description: values.description,
    mainType: (values.mainType || undefined) as MainEventType,
    subtypes: values.subtypes,
    startDate: timeToIso(values.startDate),
    endDate: optionalTimeToIso(values.endDate),
    isOnline: values.isOnline,
    languages: values.languages,
    location: values.location,
    address: values.isOnline ? null : values.address,
    city: values.isOnline ? null : values.city,
    latitude: values.isOnline ? null : values.latitude,
    longitude: values.isOnline ? null : values.longitude,
    venueId: values.isOnline ? null : (values.venue?.id ?? null),
    price: parseNumberInput(values.price),
    currency: 'EUR',
    maxParticipants: parseNumberInput(values.maxParticipants),
    imageUrl: values.imageUrl,
    tickets: values.tickets.map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      price: parseNumberInput(ticket.price) as number,
      quantity: parseNumberInput(ticket.quantity),
      isActive: ticket.isActive,
    })),
    sessions: values.sessions.map((session) => ({
      id: session.id,
      title: session.title,
      startTime: timeToIso(session.startTime),
      endTime: optionalTimeToIso(session.endTime),
    })),
    speakers: values.speakers.map((speaker) => ({ ...speaker })),
    recurrence: r.enabled
      ? {
          frequency: r.frequency,
          interval: parseNumberInput(r.interval) as number,
          endType: r.endType,
          occurrences: r.endType === 'after' ? parseNumberInput(r.occurrences) : null,
          endDate:
            r.endType === 'on' && r.endDate ? (amsterdamDateToEndOfDayIso(r.endDate) ?? r.endDate) : null,
        }
      : null,
    organizationProfileId: values.organizationProfileId,
    publish,
  };
};

/** A loaded event → form values (times in Amsterdam). */
export const editorToForm = (event: EventEditorDto): EventFormValues => ({
  title: event.title,
  shortDescription: event.shortDescription ?? '',
  description: event.description ?? '',
  mainType: event.mainType ?? '',
  subtypes: [...event.subtypes],
  startDate: isoToAmsterdamLocal(event.startDate),
  endDate: isoToAmsterdamLocal(event.endDate),
  isOnline: event.isOnline,
  languages: event.languages.length > 0 ? [...event.languages] : [...DEFAULT_EVENT_LANGUAGES],
  location: event.location ?? '',
  address: event.address ?? '',
  city: event.city ?? '',
  latitude: event.latitude,
  longitude: event.longitude,
  venue: event.venue,
  price: numberText(event.price),
  maxParticipants: numberText(event.maxParticipants),
  imageUrl: event.imageUrl ?? '',
  tickets: event.tickets.map((ticket) => ({
    id: ticket.id,
    name: ticket.name,
    price: String(ticket.price),
    quantity: numberText(ticket.quantity),
    isActive: ticket.isActive,
    soldCount: ticket.soldCount,
  })),
  sessions: event.sessions.map((session) => ({
    id: session.id,
    title: session.title,
    startTime: isoToAmsterdamLocal(session.startTime),
    endTime: isoToAmsterdamLocal(session.endTime),
  })),
  speakers: event.speakers.map((speaker) => ({
    name: speaker.name,
    title: speaker.title ?? '',
    company: speaker.company ?? '',
    bio: speaker.bio ?? '',
    imageUrl: speaker.imageUrl ?? '',
  })),
  recurrence: event.recurrence
    ? {
        enabled: true,
        frequency: event.recurrence.frequency,
        interval: String(event.recurrence.interval),
        endType: event.recurrence.endType,
        occurrences: numberText(event.recurrence.occurrences),
        endDate: isoToAmsterdamDate(event.recurrence.endDate),
      }
    : { ...DEFAULT_RECURRENCE },
  organizationProfileId: event.organizationProfileId,
});

/** Body paths that live under another name in the form. */
const PATH_ALIASES: Record<string, string> = { venueId: 'venue' };

/** A schema/server error path ('tickets.0.name', 'venueId') → the form field that shows it. */
export const formFieldPath = (path: string): string => PATH_ALIASES[path] ?? path;
