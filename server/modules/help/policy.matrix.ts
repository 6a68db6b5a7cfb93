import type { AdminHelpArticle, AdminHelpList } from '../../../core/schemas/help';
import { ADMIN_PERSONAS, type MatrixRow, type MatrixTools, type Persona } from '../../test/policyMatrix';

/**
 * The help centre's admin endpoints (/admin/helpdesk): admins only, everyone else 403 'admin_only' and
 * visitors 401. Reading articles, counting a view and answering 'Was dit nuttig?' are public
 * (PUBLIC_ENDPOINTS of policyMatrix.test.ts). Writes act on a draft the admin makes for the row, so the seed's
 * published articles stay as they are.
 */
const seededArticle = async (tools: MatrixTools): Promise<string> => {
  const res = await tools.callAs('admin', 'GET', '/api/admin/help/articles');
  return (res.json() as AdminHelpList).items[0]?.id ?? '';
};

const draftFor = async (tools: MatrixTools, persona: Persona): Promise<string> => {
  const res = await tools.callAs('admin', 'POST', '/api/admin/help/articles', {
    title: `Matrixartikel ${persona} ${Date.now()}`,
    category: 'Aan de slag',
    content: 'Een concept voor de matrix.',
  });
  if (res.statusCode !== 201) throw new Error(`could not make an article: ${res.body}`);
  return (res.json() as AdminHelpArticle).id;
};

const articleUrl = ({ prepared }: { prepared: string }) => `/api/admin/help/articles/${prepared}`;
const refusal = 'admin_only' as const;

export const MATRIX: readonly MatrixRow[] = [
  {
    action: 'list help articles',
    method: 'GET',
    url: '/api/admin/help/articles',
    allowed: ADMIN_PERSONAS,
    refusal,
  },
  {
    action: 'write a help article',
    method: 'POST',
    url: '/api/admin/help/articles',
    payload: ({ persona }) => ({
      title: `Hulpartikel van ${persona}`,
      category: 'Community',
      content: '## Vraag?\nAntwoord.',
    }),
    allowed: ADMIN_PERSONAS,
    refusal,
  },
  {
    action: 'read a help article (drafts too)',
    method: 'GET',
    url: articleUrl,
    route: '/api/admin/help/articles/{id}',
    prepare: seededArticle,
    allowed: ADMIN_PERSONAS,
    refusal,
  },
  {
    action: 'edit a help article',
    method: 'PATCH',
    url: articleUrl,
    route: '/api/admin/help/articles/{id}',
    prepare: draftFor,
    payload: { featured: true },
    allowed: ADMIN_PERSONAS,
    refusal,
  },
  {
    action: 'delete a help article',
    method: 'DELETE',
    url: articleUrl,
    route: '/api/admin/help/articles/{id}',
    prepare: draftFor,
    allowed: ADMIN_PERSONAS,
    refusal,
  },
  {
    action: 'preview help Markdown',
    method: 'POST',
    url: '/api/admin/help/preview',
    payload: { content: '# Titel\n\nTekst' },
    allowed: ADMIN_PERSONAS,
    refusal,
  },
];
