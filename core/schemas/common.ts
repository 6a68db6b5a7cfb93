import { z } from 'zod';

/** The one error envelope every API failure uses. */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    hint: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * U+0000 is valid in JSON and URLs but PostgreSQL refuses it in text, so the API refuses it for every string
 * it receives (server/http/inputGuard.ts checks params, query and body before validation).
 */
/**
 * A calendar day as yyyy-MM-dd (a date filter): a day that exists (not 2026-02-31 or 2026-13-45, which
 * `Date.parse` lets through and PostgreSQL refuses) in a year from 1900 to 9999. `example` shows the format.
 */
export const calendarDay = (example = '2026-01-31') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Gebruik een datum als ${example}.`)
    .refine((s) => {
      const year = Number(s.slice(0, 4));
      const parsed = new Date(`${s}T00:00:00Z`);
      return year >= 1900 && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === s;
    }, 'Deze datum bestaat niet.');

export const NUL_CHARACTER = '\u0000';

/** The field message beside the `invalid_character` error. */
export const NUL_FIELD_MESSAGE = 'Dit veld bevat een ongeldig teken.';

export const hasNul = (value: string): boolean => value.includes(NUL_CHARACTER);

/** A key on the way down, linked to its parent: the path is only spelled out for the key that is reported. */
type Trail = { key: string; parent: Trail | null } | null;

const spell = (trail: Trail): string => {
  const keys: string[] = [];
  for (let t = trail; t; t = t.parent) keys.push(t.key);
  return keys.reverse().join('.');
};

/**
 * Where parsed request data (JSON, query, params) holds U+0000 in a string or a key: `email`, `items.0.name`,
 * '' for the value itself; null when it holds none. Binary bodies (a CSV upload's bytes) are skipped: they are
 * checked where they are decoded. Iterative, so a deeply nested body cannot overflow the stack.
 */
export const findNul = (value: unknown): string | null => {
  const stack: Array<[unknown, Trail]> = [[value, null]];
  while (stack.length > 0) {
    const [item, trail] = stack.pop() as [unknown, Trail];
    if (typeof item === 'string') {
      if (hasNul(item)) return spell(trail);
      continue;
    }
    if (typeof item !== 'object' || item === null || ArrayBuffer.isView(item) || item instanceof ArrayBuffer)
      continue;
    // Reversed, so the first field is looked at first.
    for (const [key, child] of Object.entries(item).reverse()) {
      const childTrail = { key, parent: trail };
      if (hasNul(key)) return spell(childTrail);
      stack.push([child, childTrail]);
    }
  }
  return null;
};
