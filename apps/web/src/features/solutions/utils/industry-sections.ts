import type { IndustryItem, SolutionListItem } from '@pn/shared';

/** Solutions of one industry, as the /solution page lists them. */
export interface IndustrySection {
  /** Industry id: the section's anchor (/solution#port). */
  id: string;
  name: string;
  description: string;
  items: SolutionListItem[];
}

/**
 * Industry groups of solutions with the name and description the back office keeps for
 * each industry; a group whose industry is not (or not yet) known keeps its own name.
 */
export function industrySections(
  groups: readonly { id: string; name: string; items: SolutionListItem[] }[],
  industries: readonly IndustryItem[] = [],
): IndustrySection[] {
  const byId = new Map(industries.map((i) => [i.id, i]));
  return groups.map((g) => {
    const industry = byId.get(g.id);
    return {
      id: g.id,
      name: industry?.name || g.name,
      description: industry?.description ?? '',
      items: g.items,
    };
  });
}
