/**
 * Page-speed benchmark: Lighthouse (mobile preset, simulated throttling) in the system Chromium, or the one the
 * npm package @sparticuz/chromium ships (e2e/support/chromiumPath.ts), against a running server on this machine.
 *   npm run bench:pages -- http://127.0.0.1:3000 / /events /prijzen
 * BENCH_RUNS=5 runs each page five times and prints the median of each figure, with the performance scores' range:
 * one run of the same build on this machine has spread from 70 to 93 (FCP 2.3–4.1 s), so a change of a few points
 * needs the median of several runs to be seen.
 * Each row also gives the host's BenchmarkIndex (Lighthouse's measure of this machine's CPU, median of the runs) and
 * how many runs carried Lighthouse's warning that the host is too slow for its 4× CPU slowdown (index ≤ 1000): the
 * default slowdown emulates a mid-tier phone from a high-end desktop (index 1500–2000, Lighthouse's throttling
 * docs), so a busy or weak host makes TBT look worse than a phone would see it. This machine measured ≈ 2 700.
 * Prints a Markdown table for bench/RESULTS.md. Not a test: nothing asserts a number.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveChromium } from '../e2e/support/chromiumPath';
import { warnIfNotServerRendered } from './serverRendered';

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : ['/', '/events'];
if (!['127.0.0.1', 'localhost'].includes(new URL(base).hostname)) {
  throw new Error('Benchmarks only target this machine (loopback).');
}

type LighthouseReport = {
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
};

const chromePath = process.env.CHROME_PATH ?? (await resolveChromium()).path;
const out = mkdtempSync(join(tmpdir(), 'kring-lh-'));
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer, gzip) | BenchmarkIndex | slow-host warning |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

type Figures = {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  benchmarkIndex: number;
  slowHostWarning: boolean;
};

const lighthouse = (path: string, run: number): Figures => {
  const file = join(out, `${path.replace(/\W+/g, '_') || 'root'}-${run}.json`);
  execFileSync(
    'npx',
    [
      'lighthouse',
      new URL(path, base).toString(),
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chromePath },
    },
  );
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => report.audits[key]?.numericValue ?? NaN;
  // Script bytes over the wire during the page load (lazy chunks fetched later, e.g. the map, not included).
  const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    scores: Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => [key, score(key)]),
    ),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? NaN) / 1024,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    slowHostWarning: (report.runWarnings ?? []).some((w) => w.includes('slower CPU')),
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on this machine: such a run is run again. */
const lighthouseRetried = (path: string, run: number, attempts = 3): Figures => {
  try {
    return lighthouse(path, run);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.error(`Lighthouse failed on ${path} (run ${run + 1}); running it again`);
    return lighthouseRetried(path, run, attempts - 1);
  }
};

for (const path of paths) {
  await warnIfNotServerRendered(new URL(path, base).toString());
  const all = Array.from({ length: runs }, (_, run) => lighthouseRetried(path, run));
  const mid = (pick: (f: Figures) => number) => median(all.map(pick));
  const performance = all.map((f) => f.scores.performance ?? 0);
  const range = runs > 1 ? ` (${Math.min(...performance)}–${Math.max(...performance)})` : '';
  const score = (key: string) => Math.round(mid((f) => f.scores[key] ?? 0));
  console.log(
    `| \`${path}\` | ${score('performance')}${range} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(mid((f) => f.fcp))} | ${Math.round(mid((f) => f.lcp))} | ${Math.round(mid((f) => f.tbt))} | ${mid((f) => f.cls).toFixed(3)} | ${Math.round(mid((f) => f.jsKb))} | ${Math.round(mid((f) => f.benchmarkIndex))} | ${all.filter((f) => f.slowHostWarning).length}/${runs} |`,
  );
}
