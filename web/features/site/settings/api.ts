import type { AdminSiteSettings, PublicSiteSettings, SiteSettingsPatch } from '@core/schemas/siteSettings';
import { apiFetch } from '@web/lib/api';

export const fetchSiteSettings = (signal?: AbortSignal): Promise<PublicSiteSettings> =>
  apiFetch<PublicSiteSettings>('/api/site/settings', { signal });

export const fetchAdminSiteSettings = (signal?: AbortSignal): Promise<AdminSiteSettings> =>
  apiFetch<AdminSiteSettings>('/api/admin/settings', { signal });

/** PATCH /api/admin/settings: one form group's keys; a 400 names the fields ('maintenanceBanner.text'). */
export const patchSiteSettings = (body: SiteSettingsPatch): Promise<AdminSiteSettings> =>
  apiFetch<AdminSiteSettings>('/api/admin/settings', { method: 'PATCH', body });
