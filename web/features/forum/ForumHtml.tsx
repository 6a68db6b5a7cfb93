import { cn } from '@web/lib/cn';

const PROSE =
  'leading-relaxed text-ink-soft break-words [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-clay-200 [&_blockquote]:bg-sand-100/60 [&_blockquote]:py-2 [&_blockquote]:pr-3 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1 [&_code]:text-sm [&_h1]:mt-5 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-ink [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink [&_img]:my-3 [&_img]:max-h-96 [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:mb-3 [&_ol]:list-decimal [&_p]:mb-3 [&_p:last-child]:mb-0 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-sand-100 [&_pre]:p-3 [&_strong]:text-ink [&_ul]:mb-3 [&_ul]:list-disc';

type ForumHtmlProps = { html: string; className?: string; testId?: string };

/**
 * Member content as the server rendered it: Markdown through the one sanitiser of spec §5 (no script, form,
 * inline style or unsafe links), so it is shown as HTML. The web never renders member HTML of its own making.
 */
export const ForumHtml = ({ html, className, testId }: ForumHtmlProps) => (
  <div data-testid={testId} className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />
);
