import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendInSlices } from './append-in-slices';

afterEach(() => {
  vi.useRealTimers();
});

function links(count: number): HTMLLinkElement[] {
  return Array.from({ length: count }, (_, i) => {
    const link = document.createElement('link');
    link.href = `/assets/chunk-${i}.js`;
    return link;
  });
}

describe('appendInSlices', () => {
  it('appends the first slice at once and the rest one slice per task, in order', async () => {
    vi.useFakeTimers();
    const parent = document.createElement('div');
    const nodes = links(19);
    let done = false;
    const appended = appendInSlices(parent, nodes, 8).then(() => {
      done = true;
    });
    expect(parent.children).toHaveLength(8);
    await vi.advanceTimersToNextTimerAsync();
    expect(parent.children).toHaveLength(16);
    expect(done).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    await appended;
    expect(done).toBe(true);
    expect([...parent.children]).toEqual(nodes);
  });

  it('resolves with nothing to append', async () => {
    const parent = document.createElement('div');
    await appendInSlices(parent, []);
    expect(parent.children).toHaveLength(0);
  });
});
