import { describe, expect, it } from 'vitest';

/**
 * Per-item hedges the portal copy must not carry: the demo edition marks its content as
 * illustrative once, with the footer notice the server is configured with (DEMO_NOTICE).
 */
const HEDGE = /示例|仅作示意|（典型）/;

/** The web's portal copy: product pages, every feature's content module and the locales. */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/features/*/content.ts',
    '/src/features/products/content/*.ts',
    '/src/features/products/components/text.ts',
    '/src/locales/zh-CN/*.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
);

/** Every string inside a value, with where it sits ("OTHER_PRODUCT_DETAILS[3].metrics[1].note"). */
function* stringsOf(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* stringsOf(item, `${at}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, `${at}.${key}`);
  }
}

describe('portal copy of the web app', () => {
  it('carries no per-item 示例 hedges', () => {
    const files = Object.keys(modules);
    expect(files).toContain('/src/features/products/content/others.ts');
    expect(files).toContain('/src/locales/zh-CN/common.ts');
    const hedged = Object.entries(modules).flatMap(([file, exports]) =>
      [...stringsOf(exports, file)].filter(([, text]) => HEDGE.test(text)).map(([at]) => at),
    );
    expect(hedged).toEqual([]);
  });
});
