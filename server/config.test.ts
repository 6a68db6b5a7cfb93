import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_DOCS, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a bare development start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      dbDir: './data/db',
      uploadsDir: './data/uploads',
      logLevel: 'info',
      seedOnEmpty: true,
      demoDataAllowed: true,
      mailFrom: 'Kring <noreply@kring.test>',
      sessionSecretSource: 'ephemeral',
      trustProxy: false,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads and normalises the variables', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://kring.nl/',
      DATABASE_URL: 'postgres://kring:geheim@db:5432/kring',
      SESSION_SECRET: 'x'.repeat(40),
      SEED_ON_EMPTY: 'false',
      DATA_DIR: '/var/lib/kring/',
      SMTP_URL: 'smtp://user:pass@mail.example.org:587',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      publicUrl: 'https://kring.nl',
      databaseUrl: 'postgres://kring:geheim@db:5432/kring',
      seedOnEmpty: false,
      demoDataAllowed: false,
      dbDir: '/var/lib/kring/db',
      smtpUrl: 'smtp://user:pass@mail.example.org:587',
      sessionSecretSource: 'env',
      trustProxy: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: .*"abc"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Invalid environment variable PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/^Invalid environment variable NODE_ENV/);
    expect(() => loadConfig({ SEED_ON_EMPTY: 'misschien' })).toThrow(
      /^Invalid environment variable SEED_ON_EMPTY/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid environment variable LOG_LEVEL/);
  });

  it('never echoes secrets or passwords', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/kring' })).toThrow(/root:\*\*\*@db/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/kring' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SESSION_SECRET: 'te-kort-geheim' })).not.toThrow(/te-kort-geheim/);
  });

  it('requires a long SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid environment variable SESSION_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'kort' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses the published development secret in every mode, without echoing it', () => {
    const published = 'kring-development-secret-do-not-use-in-production';
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(() => loadConfig({ NODE_ENV, SESSION_SECRET: published })).toThrow(
        /^Invalid environment variable SESSION_SECRET: is the published development default/,
      );
      expect(() => loadConfig({ NODE_ENV, SESSION_SECRET: published })).not.toThrow(published);
    }
  });

  it('never falls back to a fixed secret: without SESSION_SECRET it is the DATA_DIR one or random', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.sessionSecret).not.toBe(b.sessionSecret);
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const seen: string[] = [];
    const fromDir = loadConfig(
      { DATA_DIR: '/srv/kring/' },
      { secretFromDataDir: (dir) => (seen.push(dir), 'g'.repeat(64)) },
    );
    expect(fromDir).toMatchObject({ sessionSecret: 'g'.repeat(64), sessionSecretSource: 'data-dir' });
    expect(seen).toEqual(['/srv/kring']);
    // SESSION_SECRET wins; the file is not even read.
    const fromEnv = loadConfig(
      { SESSION_SECRET: 's'.repeat(40) },
      { secretFromDataDir: () => expect.unreachable('read the file although SESSION_SECRET is set') },
    );
    expect(fromEnv).toMatchObject({ sessionSecret: 's'.repeat(40), sessionSecretSource: 'env' });
  });

  it('seeds demo data in production only with SEED_DEMO=true', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production)).toMatchObject({ seedOnEmpty: false, demoDataAllowed: false });
    expect(loadConfig({ ...production, SEED_ON_EMPTY: 'true' })).toMatchObject({
      seedOnEmpty: false,
      demoDataAllowed: false,
    });
    expect(loadConfig({ ...production, SEED_DEMO: 'true' })).toMatchObject({
      seedOnEmpty: true,
      demoDataAllowed: true,
    });
    expect(loadConfig({ ...production, SEED_DEMO: 'true', SEED_ON_EMPTY: 'false' })).toMatchObject({
      seedOnEmpty: false,
      demoDataAllowed: true,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      seedOnEmpty: true,
      demoDataAllowed: true,
    });
    expect(() => loadConfig({ SEED_DEMO: 'ja' })).toThrow(/^Invalid environment variable SEED_DEMO/);
  });
});

describe('ENV_DOCS', () => {
  it('documents every variable exactly once', () => {
    const names = ENV_DOCS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('matches the README configuration table', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const missing = ENV_DOCS.map((d) => d.name).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
