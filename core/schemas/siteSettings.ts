import { z } from 'zod';
import { RADIUS_OPTIONS, type RadiusKm } from '../domain/eventFilters';

/**
 * Site settings (issue 16, /admin/instellingen): live settings stored as one row per key in site_settings, with
 * defaults in code, read by every instance through a short cache that a NOTIFY drops on every instance.
 *
 *   GET   /api/site/settings     → PublicSiteSettings (visitors: what the web app needs)
 *   GET   /api/admin/settings    → AdminSiteSettings
 *   PATCH /api/admin/settings    SiteSettingsPatch → AdminSiteSettings (each changed key audited)
 */
export const SITE_SETTING_KEYS = [
  'siteName',
  'contactEmail',
  'defaultRadiusKm',
  'maintenanceBanner',
  'signUps',
  'features',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const BANNER_LEVELS = ['info', 'warning'] as const;
export const BANNER_TEXT_MAX = 300;
export const SIGN_UPS_MESSAGE_MAX = 300;

/**
 * The feature switches: each turns a real path off on the server and in the web app (docs/PRODUCT.md):
 * forumPosting (new topics and replies), directMessages (starting conversations and sending messages).
 */
export const FEATURE_SWITCHES = ['forumPosting', 'directMessages'] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const SiteName = z
  .string()
  .trim()
  .min(2, 'De naam van de site is te kort (minimaal 2 tekens).')
  .max(60, 'De naam van de site is te lang (maximaal 60 tekens).');

export const ContactEmail = z.string().trim().email('Vul een geldig e-mailadres in.').max(254);

export const DefaultRadiusKm: z.ZodType<RadiusKm> = z.literal(RADIUS_OPTIONS, {
  message: `Kies een straal uit de lijst (${RADIUS_OPTIONS.join(', ')} km).`,
});

export const MaintenanceBanner = z
  .object({
    enabled: z.boolean(),
    text: z.string().trim().max(BANNER_TEXT_MAX, `De tekst is te lang (maximaal ${BANNER_TEXT_MAX} tekens).`),
    level: z.enum(BANNER_LEVELS),
  })
  .superRefine((v, c) => {
    if (v.enabled && v.text.length < 5)
      c.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Vul de tekst van de melding in (minimaal 5 tekens).',
      });
  });
export type MaintenanceBanner = z.infer<typeof MaintenanceBanner>;

export const SignUps = z.object({
  open: z.boolean(),
  message: z
    .string()
    .trim()
    .max(SIGN_UPS_MESSAGE_MAX, `De tekst is te lang (maximaal ${SIGN_UPS_MESSAGE_MAX} tekens).`),
});
export type SignUps = z.infer<typeof SignUps>;

export const Features = z.object({
  forumPosting: z.boolean(),
  directMessages: z.boolean(),
});
export type Features = z.infer<typeof Features>;

/** Every setting with its value (stored or default). */
export const SiteSettings = z.object({
  siteName: SiteName,
  contactEmail: ContactEmail,
  defaultRadiusKm: DefaultRadiusKm,
  maintenanceBanner: MaintenanceBanner,
  signUps: SignUps,
  features: Features,
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The schema of one key, to validate what is stored (a row that no longer parses falls back to the default). */
export const SITE_SETTING_SCHEMAS: { [K in SiteSettingKey]: z.ZodType<SiteSettings[K]> } = {
  siteName: SiteName,
  contactEmail: ContactEmail,
  defaultRadiusKm: DefaultRadiusKm,
  maintenanceBanner: MaintenanceBanner,
  signUps: SignUps,
  features: Features,
};

/** A group of the admin form sends only its own keys; at least one. */
export const SiteSettingsPatch = SiteSettings.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Er is niets om op te slaan.',
});
export type SiteSettingsPatch = z.infer<typeof SiteSettingsPatch>;

/** What every visitor may see (today: every setting; the type keeps that a decision). */
export const PublicSiteSettings = SiteSettings;
export type PublicSiteSettings = SiteSettings;

export const SettingMeta = z.object({
  key: z.enum(SITE_SETTING_KEYS),
  updatedAt: z.string().datetime({ offset: true }),
  updatedBy: z.string().nullable(),
});

export const AdminSiteSettings = z.object({
  settings: SiteSettings,
  /** Keys that were ever saved (the others show their default). */
  saved: z.array(SettingMeta),
});
export type AdminSiteSettings = z.infer<typeof AdminSiteSettings>;
