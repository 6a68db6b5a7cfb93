import { ADMIN_PERSONAS, type MatrixRow, type MatrixTools } from '../../test/policyMatrix';

/**
 * /api/admin/test-data: the admin persona only (others 403 'admin_only', anonymous 401). The admin's generate
 * makes one member (harmless to the other rows); the run rows act on the newest run, made here if none exists.
 */
const newestRun = async (tools: MatrixTools): Promise<string> => {
  const list = (await tools.callAs('admin', 'GET', '/api/admin/test-data/runs')).json() as {
    items: { id: string }[];
  };
  if (list.items[0]) return list.items[0].id;
  const made = await tools.callAs('admin', 'POST', '/api/admin/test-data/runs', {
    action: 'generate',
    counts: { members: 1 },
  });
  return (made.json() as { id: string }).id;
};

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'test data overview',
    method: 'GET',
    url: '/api/admin/test-data',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'test data runs',
    method: 'GET',
    url: '/api/admin/test-data/runs',
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'generate test data',
    method: 'POST',
    url: '/api/admin/test-data/runs',
    payload: { action: 'generate', counts: { members: 1 } },
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'one test data run',
    method: 'GET',
    url: ({ prepared }) => `/api/admin/test-data/runs/${prepared}`,
    route: '/api/admin/test-data/runs/{runId}',
    prepare: (tools) => newestRun(tools),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
  {
    action: 'cancel a test data run',
    method: 'POST',
    url: ({ prepared }) => `/api/admin/test-data/runs/${prepared}/cancel`,
    route: '/api/admin/test-data/runs/{runId}/cancel',
    prepare: (tools) => newestRun(tools),
    allowed: ADMIN_PERSONAS,
    refusal: 'admin_only',
  },
];
