import type { AppointmentDto } from '../../../core/schemas/appointments';
import type { DashboardServicesResponse } from '../../../core/schemas/services';
import {
  type MatrixRow,
  type MatrixTools,
  PERSONAS,
  PROFESSIONAL_PERSONAS,
  type Persona,
  SIGNED_IN,
} from '../../test/policyMatrix';

/**
 * Availability and appointment requests. The professional persona (Wandelcoaching De Graaf, seeded Ma–Vr
 * 09:00–17:00) works on its own profile; the admin names it with ?professionalId. Every signed-in member
 * may request one of its services except the professional itself (appointment_own_service); only the
 * professional side (and admins) answer a request. The slots and free-time reads are public.
 */
const OWNER = 'professional';
/** A Monday 10:00 in Amsterdam, inside the seeded hours (requests may overlap; only accepting decides). */
const SLOT = '2027-03-01T09:00:00.000Z';

const graaf = async (tools: MatrixTools): Promise<DashboardServicesResponse> =>
  (await tools.callAs(OWNER, 'GET', '/api/dashboard/services')).json() as DashboardServicesResponse;

/** `?professionalId=` for the admin (it owns no professional profile), nothing for the owner. */
const scopeFor = async (tools: MatrixTools, persona: Persona): Promise<string> =>
  persona === 'admin' ? `?professionalId=${(await graaf(tools)).professional?.id ?? ''}` : '';

const serviceOf = async (tools: MatrixTools): Promise<string> => (await graaf(tools)).items[0]?.id ?? '';

/** A distinct future date per persona, so exception rows of the owner and the admin never clash. */
const dateFor = (persona: Persona, month: string): string =>
  `2028-${month}-${String(PERSONAS.indexOf(persona) + 10).padStart(2, '0')}`;

/** An exception of De Graaf to delete, plus the persona's scope, as "id|query". */
const disposableException = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const query = PROFESSIONAL_PERSONAS.includes(persona) ? await scopeFor(tools, persona) : '';
  const res = await tools.callAs(OWNER, 'POST', '/api/dashboard/availability/exceptions', {
    date: dateFor(persona, '02'),
    dayOff: true,
  });
  if (res.statusCode !== 201) throw new Error(`could not make an exception: ${res.body}`);
  return `${(res.json() as { id: string }).id}|${query}`;
};

/** A fresh request by the participant to De Graaf, for the answer row. */
const freshRequest = async (tools: MatrixTools): Promise<string> => {
  const res = await tools.callAs(
    'participant',
    'POST',
    `/api/appointments/services/${await serviceOf(tools)}/requests`,
    {
      startsAt: SLOT,
    },
  );
  if (res.statusCode !== 201) throw new Error(`could not request: ${res.body}`);
  return (res.json() as AppointmentDto).id;
};

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'read my weekly availability',
    method: 'GET',
    url: ({ prepared }) => `/api/dashboard/availability${prepared}`,
    route: '/api/dashboard/availability',
    prepare: scopeFor,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'save my weekly availability',
    method: 'PUT',
    url: ({ prepared }) => `/api/dashboard/availability${prepared}`,
    route: '/api/dashboard/availability',
    prepare: scopeFor,
    payload: { ranges: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })) },
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'list my availability exceptions',
    method: 'GET',
    url: ({ prepared }) => `/api/dashboard/availability/exceptions${prepared}`,
    route: '/api/dashboard/availability/exceptions',
    prepare: scopeFor,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'add an availability exception',
    method: 'POST',
    url: ({ prepared }) => `/api/dashboard/availability/exceptions${prepared}`,
    route: '/api/dashboard/availability/exceptions',
    prepare: scopeFor,
    payload: ({ persona }) => ({ date: dateFor(persona, '01'), dayOff: true, note: 'Matrix' }),
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'remove an availability exception',
    method: 'DELETE',
    url: ({ prepared }) => {
      const [id, query] = prepared.split('|');
      return `/api/dashboard/availability/exceptions/${id}${query ?? ''}`;
    },
    route: '/api/dashboard/availability/exceptions/{id}',
    prepare: disposableException,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'read my availability calendar',
    method: 'GET',
    url: ({ prepared }) =>
      `/api/dashboard/availability/calendar${prepared || '?'}${prepared ? '&' : ''}from=2027-03-01&to=2027-03-07`,
    route: '/api/dashboard/availability/calendar',
    prepare: scopeFor,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'list incoming appointment requests',
    method: 'GET',
    url: ({ prepared }) => `/api/dashboard/appointments${prepared}`,
    route: '/api/dashboard/appointments',
    prepare: scopeFor,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'decline an appointment request',
    method: 'PATCH',
    url: ({ prepared }) => `/api/appointments/${prepared}`,
    route: '/api/appointments/{id}',
    prepare: freshRequest,
    payload: { status: 'declined' },
    allowed: PROFESSIONAL_PERSONAS,
    refusal: 'booking_forbidden',
  },
  {
    action: 'see my requests for a service',
    method: 'GET',
    url: ({ prepared }) => `/api/appointments/services/${prepared}/mine`,
    route: '/api/appointments/services/{serviceId}/mine',
    prepare: serviceOf,
    allowed: 'signed-in',
  },
  {
    action: 'request an appointment',
    method: 'POST',
    url: ({ prepared }) => `/api/appointments/services/${prepared}/requests`,
    route: '/api/appointments/services/{serviceId}/requests',
    prepare: serviceOf,
    payload: { startsAt: SLOT, message: 'Matrix' },
    allowed: SIGNED_IN.filter((p) => p !== OWNER),
    refusalFor: { professional: 'appointment_own_service' },
  },
];
