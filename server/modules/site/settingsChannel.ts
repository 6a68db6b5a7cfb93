import { z } from 'zod';
import { defineChannel } from '../../realtime';

/**
 * Site settings changed (issue 16): notified inside the saving transaction, so every instance (the writer
 * included) drops its cached settings at commit and the next read sees the change without a restart.
 */
export const siteSettingsChannel = defineChannel<{ keys: string[] }>({
  name: 'site_settings_changed',
  schema: z.object({ keys: z.array(z.string()) }),
  keyOf: () => 'all',
});
