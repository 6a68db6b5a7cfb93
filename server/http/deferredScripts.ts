import { createHash } from 'node:crypto';
import { BOOT_SCRIPT_ATTRIBUTE, PRELOADED_ATTRIBUTE } from '../../core/domain/serverRender';

/**
 * The app's JavaScript starts loading after the page's first paint, not alongside the HTML.
 *
 * A public page arrives rendered (http/ssr.ts): its text and first images are what a visitor waits for, the
 * ≈ 200 KB of script only make it interactive. Fetched in parallel with the stylesheet and the LCP image, the
 * scripts share a slow phone connection with them and push the first paint back by the time they take to download
 * (Lighthouse's simulation counts every high-priority script that finished before the paint as blocking it).
 * So the built shell's `<script type="module">` and `<link rel="modulepreload">` tags are replaced by one small
 * inline script that, once the browser reports the first contentful paint (a PerformanceObserver 'paint' entry,
 * delivered when the frame is on screen; without one, the frame after the stylesheet arrived), adds the same
 * preloads, the `as="fetch"` preloads (the page's translation files, which the app fetches before its first
 * render: before the paint they would only compete with the stylesheet and the LCP image) and, once the document is
 * parsed, the entry module. A hidden tab (nothing to paint) loads at once; if no
 * paint comes within LOAD_FALLBACK_MS the scripts load anyway.
 *
 * The inline script is the same text on every page, so the CSP allows it by its hash (security.ts), not by
 * 'unsafe-inline'. Pages without JavaScript are unaffected (they never ran the scripts).
 */
const LOAD_FALLBACK_MS = 3000;

/**
 * A page such as a venue's preloads ≈ 50 chunks and 10 translation files. Each tag starts its fetch as it is added,
 * ≈ 10 ms of main thread apiece on a slow phone (Lighthouse's 4× CPU): added in one go they make one long task
 * (blocking), and four at a time still made 40–50 ms tasks, so they go in two at a time, a task each.
 */
const LINKS_PER_TASK = 2;

export const BOOT_SCRIPT = [
  '(function(){',
  'var d=document,s=d.currentScript,done=0;',
  'function tag(n,a){var e=d.createElement(n);for(var k in a)e[k]=a[k];e.crossOrigin="";d.head.appendChild(e)}',
  'function entry(){tag("script",{type:"module",src:s.dataset.entry})}',
  'function links(a,r){return (s.dataset[a]||"").split(" ").filter(Boolean).map(function(h){return \'<link rel="\'+r+\'" crossorigin href="\'+h+\'">\'})}',
  `function add(l,i){d.head.insertAdjacentHTML("beforeend",l.slice(i,i+${LINKS_PER_TASK}).join(""));if(i+${LINKS_PER_TASK}<l.length)setTimeout(function(){add(l,i+${LINKS_PER_TASK})},0);else d.documentElement.setAttribute("${PRELOADED_ATTRIBUTE}","")}`,
  'function load(){if(done)return;done=1;',
  'add(links("fetch",\'preload" as="fetch\').concat(links("preload","modulepreload")),0);',
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",entry);else entry()}',
  'var P=window.PerformanceObserver,paint=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0;',
  'if(d.visibilityState==="hidden")load();',
  'else{if(paint)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}}).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){setTimeout(load,0)});',
  `setTimeout(load,${LOAD_FALLBACK_MS})}`,
  '})()',
].join('');

/** For the Content-Security-Policy's script-src. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_TAG = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const FETCH_PRELOAD_TAG = /<link rel="preload" as="fetch"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page's HTML with its entry script and module preloads handed to the boot script (above). Only the head is
 * touched; a shell without an entry script (not built by Vite) comes back unchanged.
 */
export const deferScripts = (html: string): string => {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const entry = ENTRY_TAG.exec(head);
  if (!entry) return html;
  const preloads = [...head.matchAll(MODULE_PRELOAD_TAG)].map((match) => match[1] ?? '');
  const fetches = [...head.matchAll(FETCH_PRELOAD_TAG)].map((match) => match[1] ?? '');
  // Where the entry script was: before the stylesheet, so the parser does not wait for it (a classic script after a
  // stylesheet blocks parsing until the stylesheet has loaded).
  const boot =
    `<script ${BOOT_SCRIPT_ATTRIBUTE} data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"` +
    `${fetches.length > 0 ? ` data-fetch="${fetches.join(' ')}"` : ''}>` +
    `${BOOT_SCRIPT}</script>\n    `;
  const rest = head
    .replace(MODULE_PRELOAD_TAG, '')
    .replace(FETCH_PRELOAD_TAG, '')
    .replace(ENTRY_TAG, () => boot);
  return `${rest.trimEnd()}\n  ${html.slice(headEnd)}`;
};
