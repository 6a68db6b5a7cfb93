import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, deferScripts } from './deferredScripts';

/** The head `vite build` writes, plus a route preload the server adds (pageData.ts). */
const SHELL = `<!doctype html>
<html lang="nl">
  <head>
    <title>Kring</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="modulepreload" crossorigin href="/assets/api-2.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-3.css">
    <link rel="modulepreload" crossorigin href="/assets/EventsPage-4.js" />
    <link rel="preload" as="fetch" crossorigin href="/locales/nl/common.json" />
    <link rel="preload" as="fetch" crossorigin href="/locales/nl/events.json" />
  </head>
  <body>
    <div id="root"><link rel="modulepreload" href="/in-body.js"></div>
  </body>
</html>`;

describe('deferScripts', () => {
  const out = deferScripts(SHELL);
  const head = out.slice(0, out.indexOf('</head>'));

  it('hands the entry module and every module preload of the head to the boot script, in order', () => {
    const tags = head.replace(BOOT_SCRIPT, '');
    expect(tags).not.toContain('type="module"');
    expect(tags).not.toContain('modulepreload');
    const boot =
      /<script data-kring-boot data-entry="([^"]*)" data-preload="([^"]*)" data-fetch="([^"]*)">(.*?)<\/script>/.exec(
        head,
      );
    expect(boot?.[1]).toBe('/assets/index-abc.js');
    expect(boot?.[2]).toBe('/assets/shell-1.js /assets/api-2.js /assets/EventsPage-4.js');
    expect(boot?.[4]).toBe(BOOT_SCRIPT);
  });

  it('hands the translation preloads to the boot script too: before the paint they compete with the stylesheet', () => {
    expect(head).not.toContain('as="fetch"');
    expect(/data-fetch="([^"]*)"/.exec(head)?.[1]).toBe('/locales/nl/common.json /locales/nl/events.json');
  });

  it('puts the boot script where the entry was, before the stylesheet, and keeps everything else', () => {
    expect(head.indexOf('data-kring-boot')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-3.css">');
    expect(out.slice(out.indexOf('</head>'))).toBe(SHELL.slice(SHELL.indexOf('</head>')));
  });

  it('leaves a shell without an entry script alone', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('names the boot script by its hash for the CSP', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
