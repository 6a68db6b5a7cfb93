/** Spec §4/§8: the title of the message shown when the app cannot start (plain English, as the spec has it). */
export const STARTUP_FAILURE_TITLE = 'Application failed to start';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The error's text: its message for an Error, else the value as text. */
export const startupErrorText = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);

/**
 * Plain HTML with inline styles: it must show when React, the stylesheet or the translations are what failed.
 */
export const startupFailureMarkup = (error: unknown): string =>
  '<div role="alert" style="max-width:32rem;margin:15vh auto;padding:2rem;font-family:system-ui,sans-serif;color:#1e2621">' +
  `<h1>${STARTUP_FAILURE_TITLE}</h1>` +
  `<pre style="white-space:pre-wrap;color:#8a4a2f">${escapeHtml(startupErrorText(error))}</pre>` +
  '</div>';

/**
 * Replaces the page's content with the start-up failure (into #root, or the body when even that is missing)
 * and logs the error as spec §8's 'Application failed to start'.
 */
export const showStartupFailure = (error: unknown, container: Element | null = null): void => {
  console.error(STARTUP_FAILURE_TITLE, error);
  const target = container ?? document.getElementById('root') ?? document.body;
  target.innerHTML = startupFailureMarkup(error);
};
