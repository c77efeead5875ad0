import { sanitizeRichText } from '@/lib/sanitize-html';

/**
 * A tab's HTML ready to render: sanitised as the portal does, or null when nothing visible
 * is left (an empty editor), so the tab shows its empty state instead.
 */
export function tabHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeRichText(html);
  const visible = clean
    .replace(/<(img|hr|table)\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '');
  return visible ? clean : null;
}
