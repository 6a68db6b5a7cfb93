import { createECDH, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Environment → typed configuration. Every variable is documented in ENV_DOCS (the README table is checked
 * against it); a bad value fails start with an error that names the variable.
 */

/**
 * Secrets that were ever published with the code: anyone can sign tokens with them, so they are refused in
 * every mode (a forged change-e-mail token took over an account on a development server).
 */
const PUBLISHED_SECRETS = new Set(['kring-development-secret-do-not-use-in-production']);

/** Why a session secret is unusable, or null when it is fine (also checked for the generated file). */
export const secretProblem = (secret: string): string | null => {
  if (secret.length < 32) return 'must be at least 32 characters';
  if (PUBLISHED_SECRETS.has(secret)) return 'is the published development default; generate your own';
  return null;
};

/** The seller on invoices when SELLER_* are not set (the seed's invoices use it too). */
export const DEFAULT_SELLER = {
  name: 'Kring B.V.',
  address: 'Keizersgracht 100, 1015 AA Amsterdam',
  kvk: '81234567',
  vatNumber: 'NL862345678B01',
} as const;

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_LOCATIONIQ_URL = 'https://eu1.locationiq.com/v1';
/**
 * PostgreSQL connections per instance. A request holds a connection only for its queries, so a few more than
 * the database's cores keep them busy; many more only queue inside PostgreSQL (bench/RESULTS.md, issue 17).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

export type EnvDoc = { name: string; default: string; description: string };

export const ENV_DOCS: readonly EnvDoc[] = [
  { name: 'NODE_ENV', default: 'development', description: '`development`, `test` or `production`' },
  { name: 'PORT', default: '3000', description: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', description: 'interface to listen on' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:$PORT',
    description: 'public origin for links and redirects',
  },
  { name: 'DATABASE_URL', default: '', description: 'PostgreSQL connection string; empty = embedded PGlite' },
  {
    name: 'DATABASE_POOL_SIZE',
    default: String(DEFAULT_DATABASE_POOL_SIZE),
    description: 'PostgreSQL connections per server instance (PGlite has one)',
  },
  { name: 'DATA_DIR', default: './data', description: 'embedded database ($DATA_DIR/db) and uploads' },
  { name: 'WEB_DIR', default: './dist/web', description: 'the built web app the server answers with' },
  {
    name: 'SESSION_SECRET',
    default: 'generated in $DATA_DIR/session-secret',
    description: 'required (≥ 32 chars) in production',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level' },
  {
    name: 'SEED_ON_EMPTY',
    default: 'true',
    description: 'fill an empty database with the demo data at start (in production only with SEED_DEMO)',
  },
  {
    name: 'SEED_DEMO',
    default: 'false',
    description: 'allow demo accounts and content in production (start and `npm run seed`)',
  },
  { name: 'SMTP_URL', default: '', description: 'SMTP server; empty = outbox table' },
  { name: 'MAIL_FROM', default: 'Kring <noreply@kring.test>', description: 'sender address' },
  { name: 'ADMIN_EMAIL', default: 'beheer@kring.test', description: 'where contact-form messages go' },
  { name: 'TRUST_PROXY', default: 'false', description: 'trust X-Forwarded-* (true behind a load balancer)' },
  { name: 'STRIPE_SECRET_KEY', default: '', description: 'Stripe payments; empty = built-in test checkout' },
  { name: 'STRIPE_WEBHOOK_SECRET', default: '', description: 'Stripe webhook signing secret' },
  { name: 'SELLER_NAME', default: 'Kring B.V.', description: 'seller name on invoices' },
  {
    name: 'SELLER_ADDRESS',
    default: 'Keizersgracht 100, 1015 AA Amsterdam',
    description: 'seller address on invoices (one line)',
  },
  { name: 'SELLER_KVK', default: '81234567', description: 'seller Chamber of Commerce (KvK) number' },
  { name: 'SELLER_VAT_NUMBER', default: 'NL862345678B01', description: 'seller VAT number on invoices' },
  {
    name: 'LOCATIONIQ_KEY',
    default: '',
    description: 'LocationIQ-compatible geocoding; empty = offline gazetteer',
  },
  {
    name: 'LOCATIONIQ_URL',
    default: DEFAULT_LOCATIONIQ_URL,
    description: 'base URL of the LocationIQ-compatible service',
  },
  {
    name: 'S3_BUCKET',
    default: '',
    description: 'S3-compatible storage for uploads; empty = $DATA_DIR/uploads',
  },
  { name: 'S3_REGION', default: '', description: 'S3 region' },
  { name: 'S3_ENDPOINT', default: '', description: 'S3 endpoint (for S3-compatible services)' },
  { name: 'S3_ACCESS_KEY_ID', default: '', description: 'S3 access key id' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', description: 'S3 secret access key' },
  { name: 'SENTRY_DSN', default: '', description: 'error reporting; empty = errors go to the log' },
  {
    name: 'METRICS_TOKEN',
    default: '',
    description: 'bearer token for /metrics (Prometheus); empty = /metrics answers 404',
  },
  { name: 'GOOGLE_CLIENT_ID', default: '', description: 'Google sign-in' },
  { name: 'GOOGLE_CLIENT_SECRET', default: '', description: 'Google sign-in' },
  { name: 'MAP_TILE_URL', default: DEFAULT_TILE_URL, description: 'map tiles URL template' },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: 'generated in $DATA_DIR/vapid-keys.json',
    description: 'web push (VAPID) public key, base64url; without both keys push is off in production',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: 'generated in $DATA_DIR/vapid-keys.json',
    description: 'web push (VAPID) private key, base64url',
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'mailto:$ADMIN_EMAIL',
    description: 'web push contact (mailto: or https: URL)',
  },
];

/** Empty strings count as "not set", so `DATABASE_URL=` behaves like an unset variable. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const value = v.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected true or false' });
      return z.NEVER;
    });

const urlString = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(urlString.optional()),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_DATABASE_POOL_SIZE),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIR: optionalString,
  SESSION_SECRET: optionalString.pipe(
    z
      .string()
      .check((ctx) => {
        const problem = secretProblem(ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      })
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Kring <noreply@kring.test>'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  TRUST_PROXY: booleanFlag(false),
  SEED_ON_EMPTY: booleanFlag(true),
  SEED_DEMO: booleanFlag(false),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  SELLER_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  SELLER_KVK: optionalString,
  SELLER_VAT_NUMBER: optionalString,
  LOCATIONIQ_KEY: optionalString,
  LOCATIONIQ_URL: optionalString.pipe(urlString.optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(urlString.optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SENTRY_DSN: optionalString.pipe(urlString.optional()),
  METRICS_TOKEN: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MAP_TILE_URL: z.string().min(1).default(DEFAULT_TILE_URL),
  // Uncompressed P-256 public key (65 bytes) and private scalar (32 bytes), base64url as `web-push` prints them.
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, 'expected 65 bytes in base64url')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'expected 32 bytes in base64url')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected a mailto: address or an https: URL')
      .optional(),
  ),
});

/** A VAPID key pair (base64url, the format of `web-push generate-vapid-keys`). */
export type VapidKeys = { publicKey: string; privateKey: string };

/** A fresh VAPID key pair: what `web-push`'s generateVAPIDKeys does, without loading web-push here. */
export const generateVapidKeys = (): VapidKeys => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes; the VAPID private key is always 32 bytes.
  const privateKey = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
};

/** Every variable the schema reads (ENV_DOCS must list exactly these). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** postgres.js connections of this instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  dbDir: string;
  uploadsDir: string;
  /** Built SPA directory; undefined = dist/web next to the code (DEFAULT_WEB_DIR). */
  webDir: string | undefined;
  sessionSecret: string;
  /**
   * Where sessionSecret came from: SESSION_SECRET, the generated file in DATA_DIR (outside production, when
   * main passes `secretFromDataDir`), or random for this process only (tests, the seed CLI).
   */
  sessionSecretSource: 'env' | 'data-dir' | 'ephemeral';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  /** Behind a load balancer: take the client IP (rate limits) and protocol from X-Forwarded-*. */
  trustProxy: boolean;
  /** Fill an empty database with the demo data at start: SEED_ON_EMPTY, and in production SEED_DEMO too. */
  seedOnEmpty: boolean;
  /** Demo accounts may be created at all: always outside production, in production only with SEED_DEMO. */
  demoDataAllowed: boolean;
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  /** The seller printed on every invoice (snapshotted at issue time). */
  seller: { name: string; address: string; kvk: string; vatNumber: string };
  /** Geocoding: LocationIQ when `key` is set, else the offline gazetteer. */
  locationIq: { key: string | undefined; url: string };
  s3: {
    bucket: string | undefined;
    region: string | undefined;
    endpoint: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  sentryDsn: string | undefined;
  /** Bearer token for /metrics; undefined = no /metrics route (404). */
  metricsToken: string | undefined;
  google: { clientId: string | undefined; clientSecret: string | undefined };
  mapTileUrl: string;
  /**
   * Web push (issue 15): the VAPID keys and contact, or null when push is off (production without both keys).
   * Outside production without keys they come from `$DATA_DIR/vapid-keys.json` (main passes `vapidFromDataDir`)
   * or are random for this process (tests, the seed CLI).
   */
  vapid: (VapidKeys & { subject: string }) | null;
  vapidSource: 'env' | 'data-dir' | 'ephemeral' | 'off';
};

/** Thrown for a bad environment; the message always starts with the variable's name. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export type LoadConfigOptions = {
  /**
   * The secret to use when SESSION_SECRET is not set outside production; main passes the DATA_DIR file
   * (sessionSecretFile.ts). Without it the secret is random for this process (tests, the seed CLI).
   */
  secretFromDataDir?: (dataDir: string) => string;
  /** The VAPID keys to use when VAPID_* are not set outside production; main passes the DATA_DIR file. */
  vapidFromDataDir?: (dataDir: string) => VapidKeys;
};

/** The VAPID keys by source: both variables, else (outside production) the DATA_DIR file or a fresh pair. */
const resolveVapid = (
  e: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined },
  isProduction: boolean,
  dataDir: string,
  options: LoadConfigOptions,
): { keys: VapidKeys | null; source: Config['vapidSource'] } => {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(missing, 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither)');
  }
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { keys: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }, source: 'env' };
  // In production push stays off rather than using keys nobody configured (subscriptions would die with them).
  if (isProduction) return { keys: null, source: 'off' };
  if (options.vapidFromDataDir) return { keys: options.vapidFromDataDir(dataDir), source: 'data-dir' };
  return { keys: generateVapidKeys(), source: 'ephemeral' };
};

/** env → Config. Throws ConfigError naming the first bad variable. No I/O unless `secretFromDataDir` does. */
export const loadConfig = (
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'unknown');
    const value = env[variable];
    // Never echo secrets; URLs are shown with their password masked.
    const secret = variable.includes('SECRET') || variable.includes('KEY');
    const shown =
      secret || value === undefined ? '' : ` (got "${value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')}")`;
    throw new ConfigError(variable, `${issue?.message ?? 'invalid value'}${shown}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET', 'required in production (at least 32 characters)');
  }
  const dataDir = e.DATA_DIR.replace(/\/+$/, '') || '.';
  const demoDataAllowed = !isProduction || e.SEED_DEMO;
  const sessionSecretSource = e.SESSION_SECRET ? 'env' : options.secretFromDataDir ? 'data-dir' : 'ephemeral';
  const adminEmail = e.ADMIN_EMAIL ?? 'beheer@kring.test';
  const vapid = resolveVapid(e, isProduction, dataDir, options);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    dbDir: `${dataDir}/db`,
    uploadsDir: `${dataDir}/uploads`,
    webDir: e.WEB_DIR,
    sessionSecret:
      e.SESSION_SECRET ?? options.secretFromDataDir?.(dataDir) ?? randomBytes(48).toString('base64url'),
    sessionSecretSource,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail,
    trustProxy: e.TRUST_PROXY,
    seedOnEmpty: e.SEED_ON_EMPTY && demoDataAllowed,
    demoDataAllowed,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    seller: {
      name: e.SELLER_NAME ?? DEFAULT_SELLER.name,
      address: e.SELLER_ADDRESS ?? DEFAULT_SELLER.address,
      kvk: e.SELLER_KVK ?? DEFAULT_SELLER.kvk,
      vatNumber: e.SELLER_VAT_NUMBER ?? DEFAULT_SELLER.vatNumber,
    },
    locationIq: { key: e.LOCATIONIQ_KEY, url: trimSlash(e.LOCATIONIQ_URL ?? DEFAULT_LOCATIONIQ_URL) },
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    sentryDsn: e.SENTRY_DSN,
    metricsToken: e.METRICS_TOKEN,
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET },
    mapTileUrl: e.MAP_TILE_URL,
    vapid: vapid.keys ? { ...vapid.keys, subject: e.VAPID_SUBJECT ?? `mailto:${adminEmail}` } : null,
    vapidSource: vapid.source,
  };
};
