import { CHUNK_LOAD_TIMEOUT_MS } from '@pn/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    const load = withChunkTimeout(async () => ({ Component: 'page' }));
    await expect(load()).resolves.toEqual({ Component: 'page' });
  });

  it('rejects with a timeout ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const settled = vi.fn();
    const result = load();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = withChunkTimeout(() => Promise.reject(cause));
    const error: unknown = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'failed', cause });
  });
});
