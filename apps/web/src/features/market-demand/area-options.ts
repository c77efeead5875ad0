import type { AreaItem } from '@pn/shared';

/** The deepest level the advice form asks for (province → city → district). */
const DEEPEST_LEVEL = 3;

/** One choice of the region cascader. */
export interface AreaOption {
  value: string;
  label: string;
  /** True ends the path: a district, or a province/city the server marks as a leaf. */
  isLeaf: boolean;
  /** Absent until loaded; empty when loading failed (opening the option again retries). */
  children?: AreaOption[];
}

/** Children lists fetched so far by parent area id, or 'failed' when the fetch failed. */
export type LoadedAreas = Readonly<Record<string, readonly AreaItem[] | 'failed'>>;

/** The cascader tree: `roots` (the provinces) with every children list loaded so far. */
export function toAreaOptions(roots: readonly AreaItem[], loaded: LoadedAreas): AreaOption[] {
  return roots.map((area): AreaOption => {
    const value = area.areaId;
    const label = area.areaName;
    const children = loaded[value];
    // An area found to have no children ends the path too, rather than leave a dead end.
    if (area.isLeaf || area.level >= DEEPEST_LEVEL || children?.length === 0) {
      return { value, label, isLeaf: true };
    }
    if (children === undefined) return { value, label, isLeaf: false };
    if (children === 'failed') return { value, label, isLeaf: false, children: [] };
    return { value, label, isLeaf: false, children: toAreaOptions(children, loaded) };
  });
}

/** Whether the option's children still need fetching. */
export function needsChildren(option: AreaOption): boolean {
  return !option.isLeaf && !option.children?.length;
}
