#!/usr/bin/env node
// `npm test`: every test. Unit + API (vitest), then the browser journeys (Playwright) on a fresh build with the
// demo seed, in Debian's Chromium when installed, else the one the npm package @sparticuz/chromium ships
// (e2e/support/chromiumPath.ts), so a machine with only Node and npm runs them too. The run fails when the
// browser journeys did not run at all: a suite that silently ran nothing is not a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, env = {}) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run('npx', ['vitest', 'run']);
run('npm', ['run', 'build']);

rmSync('data/e2e', { recursive: true, force: true });
const reportDir = mkdtempSync(join(tmpdir(), 'kring-e2e-'));
const report = join(reportDir, 'report.json');
run('npx', ['playwright', 'test', '--reporter=list,json'], {
  E2E_DATA_DIR: 'data/e2e',
  PLAYWRIGHT_JSON_OUTPUT_NAME: report,
});

const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
rmSync(reportDir, { recursive: true, force: true });
const ran = stats ? stats.expected + stats.unexpected + stats.flaky : 0;
if (ran === 0) {
  console.error('\n✖ The browser tests did not run (Playwright reported no executed test).');
  process.exit(1);
}
console.log(
  `\n✔ Browser tests ran: ${ran} (passed ${stats.expected}, flaky ${stats.flaky}, skipped ${stats.skipped}).`,
);
