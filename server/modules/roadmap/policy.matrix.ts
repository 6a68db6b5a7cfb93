import { ADMIN_PERSONAS, type MatrixRow, type MatrixTools, type Persona } from '../../test/policyMatrix';

/** A fresh roadmap item per persona (made by the admin). */
const freshItem =
  (label: string) =>
  async (tools: MatrixTools, persona: Persona): Promise<string> => {
    const res = await tools.callAs('admin', 'POST', '/api/admin/roadmap', {
      title: `Matrix ${label} ${persona}`,
      description: 'Een item uit de matrixtest.',
      status: 'planned',
      category: 'Test',
    });
    if (res.statusCode !== 201) throw new Error(`matrix roadmap item: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };

/**
 * Votes of /roadmap: any signed-in member (visitors 401 'roadmap_login_required'). /api/admin/roadmap: the
 * admin persona only (others 403 'admin_only', anonymous 401).
 */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'my roadmap votes',
    method: 'GET',
    url: '/api/roadmap/votes',
    allowed: 'signed-in',
    anonymousRefusal: 'roadmap_login_required',
  },
  {
    action: 'vote for a roadmap item',
    method: 'PUT',
    url: ({ prepared }) => `/api/roadmap/${prepared}/vote`,
    route: '/api/roadmap/{id}/vote',
    prepare: freshItem('stem'),
    allowed: 'signed-in',
    anonymousRefusal: 'roadmap_login_required',
  },
  {
    action: 'withdraw a roadmap vote',
    method: 'DELETE',
    url: ({ prepared }) => `/api/roadmap/${prepared}/vote`,
    route: '/api/roadmap/{id}/vote',
    prepare: freshItem('terug'),
    allowed: 'signed-in',
    anonymousRefusal: 'roadmap_login_required',
  },
  {
    action: 'roadmap items (admin)',
    method: 'GET',
    url: '/api/admin/roadmap',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'add a roadmap item',
    method: 'POST',
    url: '/api/admin/roadmap',
    payload: ({ persona }) => ({
      title: `Matrix nieuw ${persona}`,
      description: 'Een item uit de matrixtest.',
      status: 'done',
      category: 'Test',
    }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'edit a roadmap item',
    method: 'PATCH',
    url: ({ prepared }) => `/api/admin/roadmap/${prepared}`,
    route: '/api/admin/roadmap/{id}',
    prepare: freshItem('edit'),
    payload: { status: 'in_progress' },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'reorder roadmap items',
    method: 'POST',
    url: '/api/admin/roadmap/reorder',
    prepare: freshItem('orde'),
    payload: ({ prepared }) => ({ status: 'planned', ids: [prepared] }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'delete a roadmap item',
    method: 'DELETE',
    url: ({ prepared }) => `/api/admin/roadmap/${prepared}`,
    route: '/api/admin/roadmap/{id}',
    prepare: freshItem('weg'),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
