import type { AuthUser } from '../../lib/auth-user.js';

/** Back-office menus of each kind of portal content; the menu also opens its drafts. */
export const ContentMenu = {
  CASE: 'admin.content.case',
  SOLUTION: 'admin.content.solution',
  NEWS: 'admin.content.news',
  NOTICE: 'admin.content.notice',
  INDUSTRY: 'admin.content.industry',
  FAQ: 'admin.content.faq',
} as const;
export type ContentMenu = (typeof ContentMenu)[keyof typeof ContentMenu];

/** Every content menu: holding any one opens the content gateway and picture uploads. */
export const CONTENT_MENUS: readonly ContentMenu[] = Object.values(ContentMenu);

/**
 * Whether the caller manages this kind of content and so may list and read drafts.
 * Content routes are public; everyone else sees only published records, whatever
 * filter they pass.
 */
export function managesContent(user: AuthUser | null, menu: ContentMenu): boolean {
  return user?.menus.has(menu) ?? false;
}

/** A case-insensitive substring pattern for ILIKE, with the wildcards of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
