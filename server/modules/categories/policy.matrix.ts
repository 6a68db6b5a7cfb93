import { ADMIN_PERSONAS, type MatrixRow, type MatrixTools, type Persona } from '../../test/policyMatrix';

/** A fresh unused subtype under 'dans' per persona (made by the admin), for the edit, reorder and delete rows. */
const freshCategory =
  (label: string) =>
  async (tools: MatrixTools, persona: Persona): Promise<string> => {
    const slug = `matrix-${label}-${persona.replace(/_/g, '-')}`;
    const res = await tools.callAs('admin', 'POST', '/api/admin/categories', {
      name: `Matrix ${label} ${persona}`,
      slug,
      parents: ['dans'],
    });
    if (res.statusCode !== 201) throw new Error(`matrix category: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };

/** /api/admin/categories: the admin persona only (others 403 'admin_only', anonymous 401). */
export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'category tree (admin)',
    method: 'GET',
    url: '/api/admin/categories',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'create a category',
    method: 'POST',
    url: '/api/admin/categories',
    payload: ({ persona }) => ({
      name: `Matrix nieuw ${persona}`,
      slug: `matrix-nieuw-${persona.replace(/_/g, '-')}`,
      parents: ['dans'],
      isActive: false,
    }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'edit a category',
    method: 'PATCH',
    url: ({ prepared }) => `/api/admin/categories/${prepared}`,
    route: '/api/admin/categories/{id}',
    prepare: freshCategory('edit'),
    payload: { isActive: false },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'reorder categories',
    method: 'POST',
    url: '/api/admin/categories/reorder',
    prepare: freshCategory('order'),
    payload: ({ prepared }) => ({ ids: [prepared] }),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'delete a category',
    method: 'DELETE',
    url: ({ prepared }) => `/api/admin/categories/${prepared}`,
    route: '/api/admin/categories/{id}',
    prepare: freshCategory('weg'),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
