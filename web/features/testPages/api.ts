import type { TestPagesAccessDto } from '@core/schemas/site';
import { apiFetch } from '@web/lib/api';

/** GET /api/site/test-pages: whether this viewer may open the showcase pages (the server decides). */
export const fetchTestPagesAccess = (signal?: AbortSignal): Promise<TestPagesAccessDto> =>
  apiFetch<TestPagesAccessDto>('/api/site/test-pages', { signal });
