import DOMPurify from 'dompurify';

/**
 * Reading formatting survives (paragraphs, headings, lists, emphasis, links, pictures,
 * tables); scripts, event handlers, forms, embedded frames and inline styles do not. Inline
 * styles go because an editor's fixed widths and positions would break the reading column
 * on phones.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  FORBID_ATTR: ['style'],
  // Editors may open outside links in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
};

let hooksAdded = false;

function addHooks(): void {
  if (hooksAdded) return;
  hooksAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('target')) {
      // Only links may open a new tab, and without handing the article's window to it.
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** Editor HTML (news and notice bodies), safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, CONFIG);
}

/** Whether stored text is editor HTML rather than plain text (older notices are plain). */
export function isRichText(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i.test(text);
}
