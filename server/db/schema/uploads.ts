import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';

/**
 * Files stored for something that does not exist yet (an event image is uploaded before the event is
 * saved). A row per upload lets the cleanup job remove the files nobody ended up using: `url` is what the
 * owning row will hold, `keys` every storage key written for it (the image and its card version).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    url: text('url').notNull().unique(),
    keys: text('keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bytes of all keys together and the original's type, recorded at upload (issue 16, /admin/storage). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    contentType: text('content_type'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_purpose_created_idx').on(t.purpose, t.createdAt)],
);
