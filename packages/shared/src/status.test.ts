import { describe, expect, it } from 'vitest';
import { Status } from './status.js';

describe('status catalogue', () => {
  it('gives every error its own code', () => {
    const byCode = new Map<string, string[]>();
    for (const [name, code] of Object.entries(Status))
      byCode.set(code, [...(byCode.get(code) ?? []), name]);
    const shared = [...byCode.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
    expect(Status.HEADERS_TOO_LARGE).not.toBe(Status.SECURITY_TOKEN_INVALID);
  });
});
