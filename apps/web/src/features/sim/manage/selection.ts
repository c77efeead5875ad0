/**
 * Row selection of the card table, kept across pages and filter changes: the checkboxes
 * of the page on screen change only that page's rows; cards picked on other pages stay.
 * Keys are MSISDNs (what business handling takes), in the order they were picked.
 */
export interface SelectionChange {
  keys: string[];
  /** Some checked rows were left out to stay within `max`. */
  capped: boolean;
}

export function mergePageSelection(
  selected: readonly string[],
  pageKeys: readonly string[],
  checkedOnPage: readonly string[],
  max: number,
): SelectionChange {
  const onPage = new Set(pageKeys);
  const checked = new Set(checkedOnPage.filter((k) => onPage.has(k)));
  const kept = selected.filter((k) => !onPage.has(k) || checked.has(k));
  const keptSet = new Set(kept);
  const added = pageKeys.filter((k) => checked.has(k) && !keptSet.has(k));
  const room = Math.max(0, max - kept.length);
  return { keys: [...kept, ...added.slice(0, room)], capped: added.length > room };
}
