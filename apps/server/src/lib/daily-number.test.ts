import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { chinaDay, nextDailyNumber } from './daily-number.js';

describe('readable daily numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes the day in China time', () => {
    expect(chinaDay(new Date('2026-11-24T15:59:59Z'))).toBe('20261124');
    expect(chinaDay(new Date('2026-11-24T16:00:00Z'))).toBe('20261125');
  });

  it('never hands out a number twice, however many ask at once', async () => {
    const at = new Date('2026-03-01T02:00:00Z');
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.transaction().execute((trx) => nextDailyNumber(trx, 'TS', at)),
      ),
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `TS20260301${String(i + 1).padStart(6, '0')}`),
    );
    // Each prefix and day counts on its own.
    expect(await nextDailyNumber(t.database.db, 'TS', new Date('2026-03-02T02:00:00Z'))).toBe(
      'TS20260302000001',
    );
  });

  it('gives the number back when the caller rolls back', async () => {
    const at = new Date('2026-04-01T02:00:00Z');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await nextDailyNumber(trx, 'RB', at);
        throw new Error('stored nothing');
      }),
    ).rejects.toThrow('stored nothing');
    expect(await nextDailyNumber(t.database.db, 'RB', at)).toBe('RB20260401000001');
  });
});
