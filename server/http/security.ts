import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { BOOT_SCRIPT_CSP_SOURCE } from './deferredScripts';

/**
 * The origin of the map tile server for the CSP, from a template such as
 * `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`.
 * Returns null for a relative template (tiles served by ourselves).
 */
export const tileSourceFromTemplate = (template: string): string | null => {
  const match = /^(https?:)\/\/([^/]+)/.exec(template);
  if (!match) return null;
  const [, protocol, host] = match as unknown as [string, string, string];
  const labels = host.split('.');
  // CSP allows a wildcard only as the leftmost label: everything up to the last templated label becomes `*`.
  const lastTemplated = labels.findLastIndex((label) => label.includes('{'));
  if (lastTemplated === -1) return `${protocol}//${host}`;
  return `${protocol}//${['*', ...labels.slice(lastTemplated + 1)].join('.')}`;
};

/** PUBLIC_URL says whether users reach us over https (TLS at the load balancer or proxy). */
const servedOverTls = (config: Pick<Config, 'publicUrl'>): boolean => config.publicUrl.startsWith('https://');

/** Content-Security-Policy for the SPA: our own code only, tiles from the map server, Leaflet's inline styles. */
export const contentSecurityPolicy = (
  config: Pick<Config, 'mapTileUrl' | 'publicUrl'> & Partial<Pick<Config, 'sentryDsn'>>,
) => {
  const tiles = tileSourceFromTemplate(config.mapTileUrl);
  const extra = tiles ? [tiles] : [];
  // The browser's Sentry reports go straight to the ingest host of the DSN.
  const sentry = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      // The inline script that loads the app after the first paint (deferredScripts.ts), by its hash.
      scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", ...extra, ...sentry],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      // Organisation and venue profiles embed videos.
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
      ],
      // Only behind TLS: on plain http it would send the browser to https for our own assets.
      ...(servedOverTls(config) ? { upgradeInsecureRequests: [] } : {}),
    },
  };
};

/** Security headers, cookies and compression for every response. */
export const registerSecurity = async (app: FastifyInstance, config: Config): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // HSTS only where we know TLS is in front.
    hsts: servedOverTls(config) ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
};
