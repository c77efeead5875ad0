/**
 * Appends `nodes` to `parent` a few at a time, one slice per task, and resolves once all
 * are in. For preload links: each one inserted starts its request there and then, and a
 * page's worth of them (sixty on a product page) inserted in one go was a task of some
 * 100 ms on a phone, long enough to hold up a tap.
 */
export function appendInSlices(
  parent: ParentNode,
  nodes: readonly Node[],
  perSlice = 8,
): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const step = () => {
      parent.append(...nodes.slice(next, next + perSlice));
      next += perSlice;
      if (next < nodes.length) setTimeout(step, 0);
      else resolve();
    };
    step();
  });
}
