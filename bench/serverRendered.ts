import { SERVER_RENDERED_ATTRIBUTE, isServerRenderedPath } from '../core/domain/serverRender';

/**
 * Says on stderr when `url` comes without its server render: then the browser builds the page itself and every
 * figure measures another page. It happens quietly when the server's render bundle fails to load, as for a build
 * copied outside the repository (`WEB_DIR=/tmp/…`: the bundle resolves `react` from the node_modules above it);
 * two builds of one page were once compared that way. Only for the paths the server renders (public pages).
 */
export const warnIfNotServerRendered = async (url: string): Promise<void> => {
  if (!isServerRenderedPath(new URL(url).pathname)) return;
  const html = await (await fetch(url)).text();
  if (!new RegExp(`id="root" ${SERVER_RENDERED_ATTRIBUTE}>\\s*<`).test(html)) {
    console.error(
      `⚠ ${url} came without its server render: the figures below are not of the page visitors get.`,
    );
  }
};
