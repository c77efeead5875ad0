import type { AuthUser } from '../../lib/auth-user.js';

/** Back-office menus that open drafts of each kind of portal content. */
export const ContentMenu = {
  CASE: 'admin.content.case',
  SOLUTION: 'admin.content.solution',
  NEWS: 'admin.content.news',
} as const;
export type ContentMenu = (typeof ContentMenu)[keyof typeof ContentMenu];

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
