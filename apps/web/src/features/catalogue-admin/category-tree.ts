import type { CategoryItem, PropItem } from '@pn/shared';

/** A top-level category with its children, as the screens show the catalogue. */
export interface CategoryNode extends CategoryItem {
  children: CategoryItem[];
  /** Products of the category and of its children. */
  totalProducts: number;
}

/**
 * The two-level tree of the flat list the server sends (parents first): top-level
 * categories by sort number, each with its children; a child whose parent is missing is
 * shown at the top level rather than lost.
 */
export function categoryTree(list: readonly CategoryItem[]): CategoryNode[] {
  const ids = new Set(list.map((c) => c.id));
  const bySort = (a: CategoryItem, b: CategoryItem) =>
    a.sortNum - b.sortNum || a.id.localeCompare(b.id);
  return list
    .filter((c) => c.parentId === null || !ids.has(c.parentId))
    .sort(bySort)
    .map((top) => {
      const children = list.filter((c) => c.parentId === top.id).sort(bySort);
      return {
        ...top,
        children,
        totalProducts: top.productCount + children.reduce((n, c) => n + c.productCount, 0),
      };
    });
}

/** Select options of every category in tree order; a child reads 上级 / 子类目. */
export function categoryOptions(list: readonly CategoryItem[]): { value: string; label: string }[] {
  return categoryTree(list).flatMap((top) => [
    { value: top.id, label: top.name },
    ...top.children.map((c) => ({ value: c.id, label: `${top.name} / ${c.name}` })),
  ]);
}

/** The properties of one kind linked to a category, and those of that kind that are not. */
export function propsOfCategory(
  props: readonly PropItem[],
  categoryId: string,
  custom: boolean,
): { linked: PropItem[]; unlinked: PropItem[] } {
  const ofKind = props.filter((p) => p.custom === custom);
  return {
    linked: ofKind.filter((p) => p.categoryIds.includes(categoryId)),
    unlinked: ofKind.filter((p) => !p.categoryIds.includes(categoryId)),
  };
}
