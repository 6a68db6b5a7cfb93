/**
 * Where a page's main-thread time goes after its first paint, on a throttled phone: Chromium at 4× CPU and a
 * 412×823 mobile viewport loads each page, a trace gives the main thread's tasks after the first contentful paint
 * and the CPU profile taken with it says which functions (source-mapped to the build's sources) ran in each long
 * one. Prints, per page, the median over BENCH_RUNS runs of Σ (task − 50 ms) (a stand-in for Lighthouse's Total
 * Blocking Time that does not depend on its simulation) and of the busy time; with `--tasks`, the long tasks of
 * the last run and their heaviest functions. Several bases (comma-separated) are run interleaved, so an A/B
 * comparison sees the same machine load. BENCH_CPU=1 loads unthrottled and counts each task ×4 (Lighthouse's way);
 * BENCH_STRIP_HINTS=1 removes the compile hints from the scripts. `--tasks` also names, per long task, the trace
 * events with the most self time in it (layout, style, GC, compile: work a CPU profile does not attribute).
 * Not a test: nothing asserts a number.
 *   npx tsx bench/longTasks.ts http://127.0.0.1:3000,http://127.0.0.1:3001 / /events --tasks
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../e2e/support/chromiumPath';
import { warnIfNotServerRendered } from './serverRendered';
import { decodeVlqSegment } from './sourceMapSizes';

const args = process.argv.slice(2);
const showTasks = args.includes('--tasks');
const [basesArg = 'http://127.0.0.1:3000', ...rest] = args.filter((a) => a !== '--tasks');
const bases = basesArg.split(',');
const paths = rest.length > 0 ? rest : ['/', '/events'];
for (const base of bases) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(base).hostname)) {
    throw new Error('Benchmarks only target this machine (loopback).');
  }
}
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const assetsDir = join(import.meta.dirname, '../dist/web/assets');
const LONG_MS = Number(process.env.BENCH_LONG_MS) || 50;
/**
 * BENCH_CPU=1 loads the page unthrottled and counts each task four times as long, as Lighthouse's simulation
 * (Lantern) does with the trace it observes; the default (4) throttles the CPU itself.
 */
const cpuRate = Math.max(1, Number(process.env.BENCH_CPU ?? 4));
const scale = 4 / cpuRate;
/**
 * BENCH_STRIP_HINTS=1 takes V8's compile hint (scripts/viteCompileHints.ts) off every script the page loads, so
 * one server can be measured with and without it.
 */
const stripHints = process.env.BENCH_STRIP_HINTS === '1';
const HINT_LINE = '//# allFunctionsCalledOnLoad\n';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number };
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** A chunk's source map as lookup rows: per generated line, [column, source, line, name] sorted by column. */
type Lookup = { sources: string[]; names: string[]; lines: [number, number, number, number | undefined][][] };
const readLookup = (file: string): Lookup | null => {
  try {
    const map = JSON.parse(readFileSync(join(assetsDir, `${file}.map`), 'utf8')) as {
      sources: string[];
      names?: string[];
      mappings: string;
    };
    let [source, line, name] = [0, 0, 0];
    const lines = map.mappings.split(';').map((text) => {
      let column = 0;
      return text
        .split(',')
        .filter(Boolean)
        .flatMap((segment): [number, number, number, number | undefined][] => {
          const [dc = 0, ds, dl, , dn] = decodeVlqSegment(segment);
          column += dc;
          if (ds === undefined || dl === undefined) return [];
          source += ds;
          line += dl;
          if (dn !== undefined) name += dn;
          return [[column, source, line, dn === undefined ? undefined : name]];
        });
    });
    return { sources: map.sources, names: map.names ?? [], lines };
  } catch {
    return null; // another build than dist/web's: names stay minified
  }
};

const lookups = new Map<string, Lookup | null>();
const frameName = (frame: CallFrame): string => {
  const file = frame.url.split('/').pop() ?? '';
  const fallback = `${frame.functionName || '(anonymous)'} ${file}`;
  if (!file.endsWith('.js')) return fallback;
  if (!lookups.has(file)) lookups.set(file, readLookup(file));
  const lookup = lookups.get(file);
  const row = lookup?.lines[frame.lineNumber]?.filter(([column]) => column <= frame.columnNumber).at(-1);
  if (!lookup || !row) return fallback;
  const source = (lookup.sources[row[1]] ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  const name = row[3] === undefined ? frame.functionName || '(anonymous)' : lookup.names[row[3]];
  return `${name} ${source}:${row[2] + 1}`;
};

/** The functions that ran inside [from, to], inclusive time each, heaviest first. */
const heaviest = (profile: Profile, from: number, to: number): [string, number][] => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((sample, i) => {
    time += profile.timeDeltas[i] ?? 0;
    if (time < from || time > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node) break;
      const name = frameName(node.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  return [...inclusive.entries()]
    .filter(
      ([name]) =>
        !/^\((root|program|idle)\)|react-dom-client|scheduler\.production|rolldown-runtime/.test(name),
    )
    .sort((a, b) => b[1] - a[1]);
};

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const browser = await chromium.launch({
  executablePath: (await resolveChromium()).path,
  args: ['--no-sandbox'],
});
const measure = async (url: string) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (stripHints) {
    await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({
        response,
        body: body.startsWith(HINT_LINE) ? body.slice(HINT_LINE.length) : body,
      });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Math.round(250 / scale) });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await context.close();
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.pid === paint.pid && e.tid === paint.tid && e.ts >= paint.ts,
  );
  const ms = (task: TraceEvent) => ((task.dur ?? 0) / 1000) * scale;
  const long = tasks.filter((task) => ms(task) > LONG_MS);
  return {
    blocking: long.reduce((sum, task) => sum + ms(task) - LONG_MS, 0),
    busy: tasks.reduce((sum, task) => sum + ms(task), 0),
    long: long.map((task) => ({
      at: ((task.ts - paint.ts) / 1000) * scale,
      ms: ms(task),
      top: heaviest(profile, task.ts, task.ts + (task.dur ?? 0))
        .slice(0, 5)
        .map(([name, self]): [string, number] => [name, self * scale]),
      events: selfTimes(events, task.pid, task.tid, task.ts, task.ts + (task.dur ?? 0))
        .slice(0, 6)
        .map(([name, self]): [string, number] => [name, (self / 1000) * scale]),
    })),
  };
};

/** Self time per trace event name inside [from, to] on one thread (an event's time minus its children's). */
const selfTimes = (events: TraceEvent[], pid: number, tid: number, from: number, to: number) => {
  const inside = events
    .filter(
      (e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= from && e.ts + (e.dur ?? 0) <= to,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of inside) {
    while (stack.length > 0 && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    stack.push(event);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
};

console.log('| base | page | Σ (task − 50 ms) after FCP, median (runs) | busy ms after FCP |');
console.log('|---|---|---|---|');
for (const path of paths) {
  for (const base of bases) await warnIfNotServerRendered(new URL(path, base).toString());
  const results = bases.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [i, base] of bases.entries()) results[i]?.push(await measure(new URL(path, base).toString()));
  }
  for (const [i, base] of bases.entries()) {
    const all = results[i] ?? [];
    const blocking = all.map((r) => r.blocking);
    console.log(
      `| ${base} | \`${path}\` | ${Math.round(median(blocking))} (${blocking.map(Math.round).join(' ')}) | ${Math.round(median(all.map((r) => r.busy)))} |`,
    );
    if (showTasks) {
      for (const task of all.at(-1)?.long ?? []) {
        const top = task.top.map(([name, ms]) => `${Math.round(ms)} ${name}`).join(' · ');
        const events = task.events.map(([name, ms]) => `${Math.round(ms)} ${name}`).join(' · ');
        console.log(`    @${Math.round(task.at)} ms, ${Math.round(task.ms)} ms: ${top}`);
        console.log(`        trace: ${events}`);
      }
    }
  }
}
await browser.close();
