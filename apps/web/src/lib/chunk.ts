import { CHUNK_LOAD_TIMEOUT_MS } from '@pn/shared';

/** A lazy code chunk failed to load or took longer than CHUNK_LOAD_TIMEOUT_MS. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'chunk load timed out' : 'chunk load failed', options);
    this.reason = reason;
  }
}

/**
 * Wraps a dynamic import so it rejects with a ChunkLoadError after the timeout; the
 * route error boundary then offers a retry.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('failed', { cause: error }));
        },
      );
    });
}
