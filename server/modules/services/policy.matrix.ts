import type { DashboardServicesResponse, ServiceDto } from '../../../core/schemas/services';
import {
  type MatrixRow,
  type MatrixTools,
  PROFESSIONAL_PERSONAS,
  type Persona,
} from '../../test/policyMatrix';

/**
 * Professional services. The professional persona (Wandelcoaching De Graaf, standard plan with 2 seeded
 * services) works on its own profile; the admin names the same professional with ?professionalId. Other
 * personas get 403. Rows stay under the limit of 5: the two creates add one service each for the two
 * allowed personas, and the delete row makes its own service first. GET /api/services/{id} is public.
 */
const OWNER = 'professional';

const graaf = async (tools: MatrixTools): Promise<DashboardServicesResponse> => {
  const res = await tools.callAs(OWNER, 'GET', '/api/dashboard/services');
  return res.json() as DashboardServicesResponse;
};

/** `?professionalId=` for the admin (it owns no professional profile), nothing for the owner. */
const scopeFor = async (tools: MatrixTools, persona: Persona): Promise<string> =>
  persona === 'admin' ? `?professionalId=${(await graaf(tools)).professional?.id ?? ''}` : '';

/** A seeded service of De Graaf plus the persona's scope, as "id|query". */
const seededService = async (tools: MatrixTools, persona: Persona): Promise<string> =>
  `${(await graaf(tools)).items[0]?.id ?? ''}|${await scopeFor(tools, persona)}`;

/** A fresh service to delete for the allowed personas; the seeded one for the rest (refused anyway). */
const disposableService = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  if (!PROFESSIONAL_PERSONAS.includes(persona)) return seededService(tools, persona);
  const res = await tools.callAs(OWNER, 'POST', '/api/dashboard/services', { title: `Matrix ${persona}` });
  if (res.statusCode !== 201) throw new Error(`could not make a service: ${res.body}`);
  return `${(res.json() as ServiceDto).id}|${await scopeFor(tools, persona)}`;
};

const serviceUrl = ({ prepared }: { prepared: string }) => {
  const [id, query] = prepared.split('|');
  return `/api/dashboard/services/${id}${query ?? ''}`;
};

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'list my services',
    method: 'GET',
    url: ({ prepared }) => `/api/dashboard/services${prepared}`,
    route: '/api/dashboard/services',
    prepare: scopeFor,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'add a service',
    method: 'POST',
    url: ({ prepared }) => `/api/dashboard/services${prepared}`,
    route: '/api/dashboard/services',
    prepare: scopeFor,
    payload: ({ persona }) => ({ title: `Dienst van ${persona}`, price: 40, durationMinutes: 60 }),
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'read one of my services',
    method: 'GET',
    url: serviceUrl,
    route: '/api/dashboard/services/{id}',
    prepare: seededService,
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'edit one of my services',
    method: 'PATCH',
    url: serviceUrl,
    route: '/api/dashboard/services/{id}',
    prepare: seededService,
    payload: { isOnline: true },
    allowed: PROFESSIONAL_PERSONAS,
  },
  {
    action: 'delete one of my services',
    method: 'DELETE',
    url: serviceUrl,
    route: '/api/dashboard/services/{id}',
    prepare: disposableService,
    allowed: PROFESSIONAL_PERSONAS,
  },
];
