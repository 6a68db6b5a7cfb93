// The house rules of docs/ARCHITECTURE.md that can be checked by reading the source tree: modules and features
// meet only through their index.ts, SQL lives in queries*.ts and server/db, better-auth internals stay in
// accounts. Plain node:fs and a regex over import specifiers; no type information needed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The path aliases of tsconfig.json (`paths`), vite.config.ts and vitest.config.ts. */
const ALIASES: Record<string, string> = { '@core/': 'core/', '@web/': 'web/', '@server/': 'server/' };

const SOURCE_DIRS = ['server', 'web', 'core', 'bench', 'scripts', 'e2e'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations', 'public', 'data']);
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

const toPosix = (p: string) => p.split(sep).join('/');
const SELF = toPosix(relative(ROOT, fileURLToPath(import.meta.url)));

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) out.push(toPosix(relative(ROOT, full)));
  }
  return out;
}

/** Comments out of the way, so an `import('…')` in a doc comment is not taken for code. */
const stripComments = (text: string) =>
  text
    .replace(
      /(^|\s)\/\*[\s\S]*?\*\//g,
      (comment, before: string) => before + comment.slice(before.length).replace(/[^\n]/g, ''),
    )
    .replace(/^\s*\/\/.*$/gm, '');

const IMPORT_PATTERNS = [
  // import x from '…', import type { x } from '…', export { x } from '…', export * from '…' (multi-line too)
  /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  // import '…' (side effects only)
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  // import('…'), vi.mock('…'), vi.importActual('…')
  /\b(?:import|vi\.mock|vi\.importActual)\s*\(\s*['"]([^'"]+)['"]/g,
];

type Import = { file: string; specifier: string; target: string; dynamic: boolean };

/** Repository-relative path of what a specifier points at, or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = toPosix(relative(ROOT, resolve(ROOT, dirname(file), specifier)));
  else {
    const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
    if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  }
  if (base === null) return null;
  const stem = base.replace(/\.(ts|tsx|js|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return base;
}

const FILES = SOURCE_DIRS.flatMap((d) => (existsSync(join(ROOT, d)) ? walk(join(ROOT, d)) : []));
const SOURCES = new Map(FILES.map((f) => [f, stripComments(readFileSync(join(ROOT, f), 'utf8'))]));

const IMPORTS: Import[] = [...SOURCES].flatMap(([file, text]) =>
  IMPORT_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].flatMap((m) => {
      const specifier = m[1]!;
      const target = resolveSpecifier(file, specifier);
      return target === null ? [] : [{ file, specifier, target, dynamic: m[0].includes('(') }];
    }),
  ),
);

const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** `file:line  code` for every match of the patterns (a chain split over lines counts where it matches). */
function occurrences(file: string, text: string, patterns: RegExp[]): string[] {
  const lines = new Set<number>();
  for (const pattern of patterns) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      lines.add(text.slice(0, m.index).split('\n').length);
    }
  }
  const all = text.split('\n');
  return [...lines].sort((a, b) => a - b).map((n) => `${file}:${n}  ${all[n - 1]!.trim()}`);
}

const describeImport = (i: Import) => `${i.file} imports '${i.specifier}' (${i.target})`;

/** Fails with the rule and one line per offender (no diff to scroll through). */
function expectNone(offenders: string[], rule: string) {
  if (offenders.length > 0)
    expect.fail(`${offenders.length} offender(s). ${rule}\n  ${offenders.join('\n  ')}\n`);
}

/**
 * Files outside server/modules that may import a module's internal file, and why. Keys are importer path
 * patterns, values the allowed targets.
 */
const MODULE_INTERNAL_EXCEPTIONS: { importer: RegExp; target: RegExp; reason: string }[] = [
  {
    importer: /^server\/auth\/betterAuth\.ts$/,
    target: /^server\/modules\/accounts\/mail\.ts$/,
    reason:
      "server/auth is accounts' own better-auth wiring (used by accounts only); it hands better-auth accounts' verification and reset mails, and going through accounts' index would make a load cycle (index → service → auth)",
  },
  {
    importer: /^server\/test\/policyMatrix(\.test)?\.ts$/,
    target: /^server\/modules\/[^/]+\/policy\.matrix\.ts$/,
    reason: 'each module lists its endpoints in policy.matrix.ts for the role × action matrix test (rule 4)',
  },
];

/**
 * Lazy imports of a feature's internal file that skip the feature's index.ts on purpose: a heavy component
 * (Leaflet maps, charts) must stay in its own chunk, which a static import through the index would defeat.
 */
const FEATURE_INTERNAL_EXCEPTIONS: { importer: RegExp; target: RegExp; reason: string }[] = [
  {
    importer: /^web\/features\/navigation\/Header\.tsx$/,
    target: /^web\/features\/accounts\/RoleSwitcher\.tsx$/,
    reason:
      'the header (in the shell) loads the role menu (Radix dropdown) on demand; through the accounts index, which the shell imports statically, it would land in the shell',
  },
  {
    importer: /^web\/routes\/events\/EventsPage\.tsx$/,
    target: /^web\/features\/events\/search\/FilterSheet\.tsx$/,
    reason: 'the filter sheet (Radix dialog) is its own chunk, loaded when a phone user first opens it',
  },
];

/** Files outside queries*.ts and server/db that run SQL, and why. */
const SQL_EXCEPTIONS: Record<string, string> = {
  'server/integrations/mail/records.ts':
    "the mail integration's outbox and e-mail log rows, written by whichever transport delivers: infrastructure every module sends through",
  'server/jobs/runner.ts':
    'takes pg_try_advisory_xact_lock on the job name and records job_runs: the runner itself, no domain',
  'server/http/rateLimitStore.ts':
    "@fastify/rate-limit's store: an atomic upsert of the counter on every limited request, HTTP infrastructure",
};

describe('house rules (docs/ARCHITECTURE.md)', () => {
  it('reads the source tree', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(IMPORTS.length).toBeGreaterThan(500);
  });

  it('a module imports another module only through its index.ts (rule 2)', () => {
    const offenders = IMPORTS.filter((i) => {
      const from = moduleOf(i.file);
      const to = moduleOf(i.target);
      return from && to && from !== to && i.target !== `server/modules/${to}/index.ts`;
    }).map(describeImport);
    expectNone(offenders, 'Import server/modules/<domain> (its index.ts), not its internal files:');
  });

  it('code outside server/modules imports a module only through its index.ts (rule 2)', () => {
    const offenders = IMPORTS.filter((i) => {
      if (moduleOf(i.file)) return false; // inside modules: the rule above
      const to = moduleOf(i.target);
      if (!to || i.target === `server/modules/${to}/index.ts`) return false;
      return !MODULE_INTERNAL_EXCEPTIONS.some((e) => e.importer.test(i.file) && e.target.test(i.target));
    }).map(describeImport);
    expectNone(offenders, 'Import server/modules/<domain> (its index.ts), not its internal files:');
  });

  it('the database seed writes through server/db only, not through modules', () => {
    const offenders = IMPORTS.filter(
      (i) => i.file.startsWith('server/db/seed/') && moduleOf(i.target) !== undefined,
    ).map(describeImport);
    expectNone(offenders, 'server/db/seed builds its rows with the db schema; import no server/modules:');
  });

  it('a feature, route or app file imports a web feature only through its index.ts (rule 2)', () => {
    const offenders = IMPORTS.filter((i) => {
      const to = featureOf(i.target);
      if (!to || featureOf(i.file) === to) return false;
      if (i.target === `web/features/${to}/index.ts`) return false;
      return !FEATURE_INTERNAL_EXCEPTIONS.some(
        (e) => i.dynamic && e.importer.test(i.file) && e.target.test(i.target),
      );
    }).map(describeImport);
    expectNone(offenders, 'Import @web/features/<domain> (its index.ts), not its internal files:');
  });

  it('a feature index.ts only re-exports (vite.config.ts declares these files free of side effects)', () => {
    const offenders = [...SOURCES]
      .filter(([file]) => /^web\/features\/[^/]+\/index\.ts$/.test(file))
      .flatMap(([file, text]) =>
        text
          .split(';')
          .map((statement) => statement.trim())
          .filter(
            (statement) =>
              statement && !/^export\s+(type\s+)?(\{[^}]*\}|\*)\s+from\s+'[^']+'$/.test(statement),
          )
          .map((statement) => `${file}: ${statement.split('\n')[0]}`),
      );
    expectNone(offenders, 'Keep code out of a feature index.ts; only `export { … } from` lines:');
  });

  it('SQL only in queries*.ts of a module and in server/db (rule 5)', () => {
    const SQL = [
      /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|query|execute)\b/,
      /\bsql(?:\.raw)?\s*[`(]/,
      /\bexecuteRows\s*\(/,
      /\.execute\s*\(/,
    ];
    const offenders = [...SOURCES]
      .filter(([file]) => file.startsWith('server/'))
      .filter(([file]) => !file.startsWith('server/db/'))
      .filter(([file]) => !(moduleOf(file) && /\/queries[^/]*\.ts$/.test(file)))
      // Tests arrange and inspect rows directly; the rule is about what routes, services and jobs run.
      .filter(([file]) => !isTest(file) && !file.startsWith('server/test/'))
      .filter(([file]) => !(file in SQL_EXCEPTIONS))
      .flatMap(([file, text]) => occurrences(file, text, SQL));
    expectNone(offenders, 'Move this SQL into a queries*.ts of the module (or server/db):');
  });

  it('better-auth internals ($context) only in server/modules/accounts and server/auth (rule 3)', () => {
    const offenders = [...SOURCES]
      .filter(([file]) => file.startsWith('server/'))
      .filter(([file]) => !file.startsWith('server/modules/accounts/') && !file.startsWith('server/auth/'))
      .filter(([file]) => file !== SELF)
      .flatMap(([file, text]) => occurrences(file, text, [/\$context\b/]));
    expectNone(offenders, 'Call a function that server/modules/accounts exports instead:');
  });
});
