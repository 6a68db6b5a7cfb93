import { z } from 'zod';
import { defineChannel } from '../../realtime';

/**
 * 'The category tree changed' (an admin created, edited, reordered or deleted a category). Sent with pg_notify
 * inside the write's transaction, so every server instance drops its cached tree right after the commit.
 */
export const categoryTreeChannel = defineChannel<Record<string, never>>({
  name: 'kring_category_tree',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  keyOf: () => 'all',
});
