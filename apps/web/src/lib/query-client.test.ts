import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries an ApiError', () => {
    const error = new ApiError({
      status: '100404',
      message: '请求的资源不存在',
      httpStatus: 404,
      kind: 'status',
      requestId: 'r1',
    });
    expect(shouldRetry(0, error)).toBe(false);
  });

  it('retries other errors twice', () => {
    const error = new Error('boom');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
