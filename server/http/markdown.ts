import { Marked } from 'marked';
import { sanitizeEventHtml } from './sanitizeHtml';

/**
 * Member-written Markdown (forum topics and posts, help articles) to safe HTML: GitHub-flavoured Markdown with
 * line breaks kept, then the one content sanitiser of spec §5. Raw HTML inside the Markdown is allowed to reach
 * the sanitiser, which keeps only its limited tag list (no script, form, input, button, svg, inline style;
 * no data:/javascript: links; outbound links in a new tab). One instance: no global `marked` options touched.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

export const renderMarkdown = (source: string | null | undefined): string =>
  sanitizeEventHtml(markdown.parse(source ?? '', { async: false }));
