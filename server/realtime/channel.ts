import type { z } from 'zod';

/**
 * A typed realtime channel: the Postgres NOTIFY channel name, the zod schema of its JSON payload, and the key
 * that routes a message to its subscribers (e.g. the event id of a saved count). A module defines its
 * channels beside its domain; server/realtime only carries them.
 */
export type RealtimeChannel<T> = {
  name: string;
  schema: z.ZodType<T>;
  keyOf: (message: T) => string;
};

/** Define a channel; the name must be a plain Postgres identifier (LISTEN quotes nothing). */
export const defineChannel = <T>(channel: RealtimeChannel<T>): RealtimeChannel<T> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel.name)) throw new Error(`bad channel name: ${channel.name}`);
  return channel;
};
