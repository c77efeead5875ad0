import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod in the browser', () => {
  it('never tries to compile parsers (the CSP forbids eval)', () => {
    expect(config().jitless).toBe(true);
    // Schemas still parse, without the compiled fast path.
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: '优享模式' })).toEqual({ name: '优享模式' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
