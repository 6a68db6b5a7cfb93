import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerRenderInput, ServerRenderResult, ServerRenderer } from '@core/domain/serverRender';
import { Providers } from './app/Providers';
import { routes } from './app/routes';
import { DEFAULT_LANGUAGE } from './lib/i18n';
import { writeNumbersByHand } from './lib/i18nNumbers';
import { seedQueryClient } from './lib/initialData';
import { createQueryClient } from './lib/queryClient';

/**
 * The server side of the public pages (issue 17 "Server rendering"): the same route table, providers and route
 * modules as the browser (web/main.tsx), rendered to HTML for one URL. Built by Vite as an SSR bundle
 * (scripts/build-web.ts → `<build>/.ssr/entry-server.js`) and loaded by server/http/ssr.ts, which never
 * imports web/ source.
 */

/**
 * Dutch on the server, always: every namespace of the build's locales is loaded once, synchronously, so a
 * render never waits on a translation. The browser hydrates it in Dutch; a visitor who chose English gets the
 * page rendered anew in English instead (web/main.tsx).
 */
const initI18n = (localesDir: string): void => {
  const dir = join(localesDir, DEFAULT_LANGUAGE);
  const resources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
  );
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  writeNumbersByHand(i18next);
};

/** Collects a React stream into one string once everything (lazy parts included) has rendered. */
const renderToString = (element: React.ReactNode, signal?: AbortSignal): Promise<string> =>
  new Promise((resolve, reject) => {
    let failed: unknown = null;
    const { pipe, abort } = renderToPipeableStream(element, {
      // Never outline a large Suspense boundary into a hidden <div> that only a script reveals: without
      // JavaScript the page would stay on its fallback.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // All-ready, not shell-ready: the page data is already in hand (seeded), so nothing slow is left to stream,
      // and a visitor without JavaScript or a crawler needs the whole page, not Suspense fallbacks that only a
      // script would swap for the content.
      onAllReady: () => {
        if (failed) return;
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        // An error inside a Suspense boundary would leave a client-rendered hole: the server's answer is then
        // the plain shell instead (server/http/ssr.ts), never half a page.
        failed = error;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal?.addEventListener('abort', () => {
      abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('server render aborted'));
    });
  });

/** Makes the renderer for one build; `localesDir` is that build's locales folder. */
export const createRenderer = (localesDir: string): ServerRenderer => {
  initI18n(localesDir);
  const handler = createStaticHandler(routes);
  return async ({ url, entries, signal }: ServerRenderInput): Promise<ServerRenderResult> => {
    const request = new Request(url, signal ? { signal } : {});
    // Resolves the matched routes' `lazy` modules (with their namespaces), as the browser does before hydrating.
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    seedQueryClient(queryClient, { entries: [...entries], readAt: Date.now() });
    const html = await renderToString(
      <StrictMode>
        <Providers queryClient={queryClient} hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      signal,
    );
    queryClient.clear();
    return { kind: 'html', html };
  };
};
