import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Site settings are global: the desktop and mobile runs of a journey that changes one take turns, through a
 * lock directory per e2e server port, so one run never sees (or restores) the other's value.
 */
export const withSiteSettingsLock = async <T>(baseURL: string, run: () => Promise<T>): Promise<T> => {
  const lock = join(tmpdir(), `kring-e2e-site-settings-${new URL(baseURL).port}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than two minutes belongs to a run that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error('site settings lock not released in time');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

/** The demo defaults of the settings a journey may change, restored through the admin API. */
export const restoreSiteSettings = async (request: APIRequestContext, baseURL: string): Promise<void> => {
  const response = await request.patch('/api/admin/settings', {
    data: {
      maintenanceBanner: { enabled: false, text: '', level: 'info' },
      signUps: { open: true, message: '' },
    },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), 'restore the site settings').toBe(200);
};
