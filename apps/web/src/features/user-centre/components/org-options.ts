import type { OrgNode } from '@pn/shared';

export interface OrgOption<V extends number | string = number> {
  value: V;
  title: string;
  key: number;
  children: OrgOption<V>[];
}

/**
 * The flat node list as a tree for Tree and TreeSelect, siblings by their order. Filters
 * held in the address take the ids as strings (`asText`).
 */
export function orgOptions(nodes: readonly OrgNode[]): OrgOption[];
export function orgOptions(nodes: readonly OrgNode[], asText: true): OrgOption<string>[];
export function orgOptions(
  nodes: readonly OrgNode[],
  asText = false,
): OrgOption<number | string>[] {
  const byParent = new Map<number | null, OrgNode[]>();
  for (const n of nodes) {
    const siblings = byParent.get(n.parentId) ?? [];
    siblings.push(n);
    byParent.set(n.parentId, siblings);
  }
  const build = (parentId: number | null): OrgOption<number | string>[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortNum - b.sortNum || a.id - b.id)
      .map((n) => ({
        value: asText ? String(n.id) : n.id,
        key: n.id,
        title: n.name,
        children: build(n.id),
      }));
  return build(null);
}
