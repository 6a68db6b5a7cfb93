import sanitizeHtml from 'sanitize-html';

/**
 * The content sanitiser of spec §5 for organiser-written HTML (event descriptions): a limited tag list; no
 * script, form, input, button, svg or inline style; no data: or javascript: sources or links; outbound links
 * open in a new tab with rel="noopener noreferrer"; a link without scheme that contains a dot gets https://; an
 * image without alt text gets an empty one (decorative).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
  'hr',
  'code',
  'pre',
];

/** Tags whose content goes too (the rest keep their text when the tag itself is dropped). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'svg',
  'math',
  'button',
  'iframe',
  'object',
  'template',
];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** 'www.example.nl/x' → 'https://www.example.nl/x'; relative paths, anchors and schemes stay as they are. */
export const withHttpsIfSchemeless = (href: string): string => {
  const value = href.trim();
  if (value === '' || SCHEME.test(value) || /^[/#?.]/.test(value)) return value;
  const host = value.split(/[/?#]/, 1)[0] ?? '';
  return host.includes('.') ? `https://${value}` : value;
};

const isOutbound = (href: string): boolean => /^https?:\/\//i.test(href) || href.startsWith('//');

export const sanitizeEventHtml = (html: string | null | undefined): string =>
  sanitizeHtml(html ?? '', {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    // An image whose source was stripped (data:, javascript:) has nothing left to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      // An image the writer gave no description is taken as decoration (alt=""), so a screen reader skips it
      // instead of reading out its file name (WCAG 1.1.1; axe's image-alt on forum posts and descriptions).
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
      a: (tagName, attribs) => {
        const href = withHttpsIfSchemeless(attribs.href ?? '');
        const { target: _target, rel: _rel, ...rest } = attribs;
        const safe = { ...rest, ...(href ? { href } : {}) };
        return isOutbound(href)
          ? { tagName, attribs: { ...safe, target: '_blank', rel: 'noopener noreferrer' } }
          : { tagName, attribs: safe };
      },
    },
  });

/** Sanitised HTML for storing (organisers' descriptions), or null when nothing readable is left. */
export const sanitizeDescription = (html: string | null | undefined): string | null => {
  const clean = sanitizeEventHtml(html).trim();
  const text = clean.replace(/<[^>]*>/g, '').trim();
  return text || /<img\s/i.test(clean) ? clean : null;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

const decodeEntity = (name: string): string | undefined => {
  const lower = name.toLowerCase();
  const code = lower.startsWith('#x')
    ? parseInt(lower.slice(2), 16)
    : lower.startsWith('#')
      ? parseInt(lower.slice(1), 10)
      : NaN;
  if (Number.isNaN(code)) return ENTITIES[lower];
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
};

/** Plain text of (sanitised) HTML for calendars and meta descriptions: block ends become newlines. */
export const htmlToText = (html: string | null | undefined): string => {
  const withBreaks = (html ?? '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, '\n');
  const stripped = sanitizeHtml(withBreaks, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROP_WITH_CONTENT,
  });
  return stripped
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => decodeEntity(name) ?? whole)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};
