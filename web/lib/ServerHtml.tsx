import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useHydrating } from './useHydrating';

/** The same object on every render: React sets `innerHTML` again whenever this prop's object changes. */
const KEEP_SERVER_HTML = { __html: '' };

type ServerHtmlProps = {
  /** The wrapping element (rendered on both sides, so it hydrates like any other). */
  as?: 'div' | 'section' | 'article' | 'nav' | 'aside';
  className?: string;
  /** Content without behaviour of its own: text, images, links. Nothing in it may need an event or an effect. */
  children: ReactNode;
  'data-testid'?: string;
};

/** A click on a same-origin link inside kept HTML goes through the router, as a `<Link>` click would. */
const followLinks = (navigate: NavigateFunction) => (event: MouseEvent<HTMLElement>) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest('a');
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
};

/**
 * Content that, on a server-rendered page, stays the HTML the server sent: React hydrates the wrapping element
 * only and never walks, renders or translates what is inside it (partial hydration, as React Server Components
 * give a page's static parts). On a slow phone hydrating a page's text and cards is most of its start-up work
 * (Lighthouse's Total Blocking Time, issue 17); a landing section or an event's description has nothing to
 * attach to, so it is kept as it is.
 *
 * How: in the browser's hydrating render the element has an empty `dangerouslySetInnerHTML` (a constant object,
 * so no later render writes it) and no children; React takes an element whose content is set by
 * `dangerouslySetInnerHTML` as a leaf and leaves the server's children in place. Links in it still navigate
 * inside the app (followLinks). An instance decides once: rendered anew on the client (a client navigation, an
 * English visitor whose page is rendered, not hydrated) it renders its children as usual, and a kept instance
 * stays kept while it is mounted and the language stays the server's (Dutch), so the server's HTML is never
 * swapped for the same content rendered again; a switch to English renders it in English.
 */
export const ServerHtml = ({ as: Tag = 'div', className, children, ...rest }: ServerHtmlProps) => {
  const hydrating = useHydrating();
  const { i18n } = useTranslation();
  // Kept only in the language the server wrote it in: a switch of language renders the content, for good (a switch
  // back must not bring back an element whose HTML is gone).
  const [keptIn, setKeptIn] = useState(() =>
    hydrating && typeof document !== 'undefined' ? i18n.language : null,
  );
  if (keptIn !== null && keptIn !== i18n.language) setKeptIn(null);
  const navigate = useNavigate();
  if (keptIn !== i18n.language) {
    // Another key than the kept element's: React replaces that element instead of appending to its HTML.
    return (
      <Tag key="rendered" className={className} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      key="kept"
      className={className}
      {...rest}
      onClick={followLinks(navigate)}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
};
