import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppSplash } from './AppSplash';

describe('start-up splash', () => {
  it('is painted by index.html exactly as React renders it, so nothing changes when React takes over', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
    // Formatting whitespace between tags is not rendered.
    expect(root?.replace(/>\s+</g, '><').trim()).toBe(renderToStaticMarkup(<AppSplash />));
  });
});
