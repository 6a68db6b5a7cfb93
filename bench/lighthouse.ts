/**
 * Page-speed benchmark: Lighthouse (mobile preset, simulated throttling) in the system Chromium, or the one the
 * npm package @sparticuz/chromium ships (e2e/support/chromiumPath.ts), against a running server on this machine.
 *   npm run bench:pages -- http://127.0.0.1:3000 / /events /prijzen
 * Prints a Markdown table for bench/RESULTS.md. Not a test: nothing asserts a number.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveChromium } from '../e2e/support/chromiumPath';

const [base = 'http://127.0.0.1:3000', ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : ['/', '/events'];
if (!['127.0.0.1', 'localhost'].includes(new URL(base).hostname)) {
  throw new Error('Benchmarks only target this machine (loopback).');
}

type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
};

const chromePath = process.env.CHROME_PATH ?? (await resolveChromium()).path;
const out = mkdtempSync(join(tmpdir(), 'kring-lh-'));
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB (transfer, gzip) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const path of paths) {
  const file = join(out, `${path.replace(/\W+/g, '_') || 'root'}.json`);
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
  const metric = (key: string) => Math.round(report.audits[key]?.numericValue ?? NaN);
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  // Script bytes over the wire during the page load (lazy chunks fetched later, e.g. the map, not included).
  const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const jsKb = Math.round((scripts?.transferSize ?? NaN) / 1024);
  console.log(
    `| \`${path}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${cls.toFixed(3)} | ${jsKb} |`,
  );
}
