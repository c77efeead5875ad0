import { API_BASE, FILE_DOWNLOAD_PATH } from '@pn/shared';
import sanitizeHtml from 'sanitize-html';

/** Pictures may come from our own download endpoint, the site's own images or https. */
const OWN_PICTURE_PREFIXES = [`${API_BASE}${FILE_DOWNLOAD_PATH}?`, '/images/'];

function isAllowedPicture(src: string | undefined): boolean {
  if (!src) return false;
  const v = src.trim();
  if (/[\\\s]/.test(v)) return false;
  return /^https:\/\/[^/]/i.test(v) || OWN_PICTURE_PREFIXES.some((p) => v.startsWith(p));
}

/**
 * The allow-list of rich text (news and notice bodies). Reading formatting survives:
 * paragraphs, headings, lists, emphasis, quotes, links, pictures and tables. Scripts, styles,
 * event handlers, forms and frames never do, nor do `style` and `class` attributes (an
 * editor's fixed widths would break the reading column on phones).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // Links: the web, mail and phone, or a path on this site; never javascript: or data:.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these never reaches the page, not even as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const attrs: sanitizeHtml.Attributes = { ...attribs };
      // Only a new tab, and without handing the article's window to the page it opens.
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else {
        delete attrs.target;
        delete attrs.rel;
      }
      return { tagName, attribs: attrs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedPicture(frame.attribs.src),
};

/** Rich text as it may be stored: everything outside the allow-list removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
