import fs from 'node:fs';
import path from 'node:path';
import { INDUSTRIES, PRODUCTS } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/helpers.js';

/** Where the web app serves `/images/...` from. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../../web/public');
/** Same limit as scripts/generate-portal-images.mjs. */
const MAX_BYTES = 6 * 1024;
const HINT = 'run `node scripts/generate-portal-images.mjs` and check the pictures in';

/** Whether the tags of an XML text nest properly (comments and declarations aside). */
function tagsBalanced(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([\w:-]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  return stack.length === 0;
}

describe('portal pictures', () => {
  let pictures: string[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase();
    close = drop;
    const db = database.db;
    // Every picture path anywhere in the seeded content, whatever the column.
    const content = JSON.stringify([
      await db.selectFrom('industry').selectAll().execute(),
      await db.selectFrom('successCase').selectAll().execute(),
      await db.selectFrom('solution').selectAll().execute(),
      await db.selectFrom('newsInsight').selectAll().execute(),
    ]);
    pictures = [
      ...new Set([
        ...(content.match(/\/images\/[^"'\s)<>\\]+/g) ?? []),
        ...INDUSTRIES.map((i) => i.icon),
        ...PRODUCTS.map((p) => `/images/products/${p.code}.svg`),
      ]),
    ].sort();
  });
  afterAll(() => close());

  it('covers the seeded cases, solutions, scenes and news, the industries and the products', () => {
    const kinds = (re: RegExp) => pictures.filter((p) => re.test(p)).length;
    expect(kinds(/^\/images\/cases\/[^/]+\/(front|banner|resolve)\.svg$/)).toBeGreaterThan(0);
    expect(kinds(/^\/images\/solutions\/(?!scenes\/)[^/]+\/(front|banner|resolve)\.svg$/)).toBe(
      kinds(/^\/images\/solutions\/(?!scenes\/)[^/]+\/front\.svg$/) * 3,
    );
    expect(kinds(/^\/images\/solutions\/scenes\/[^/]+\.svg$/)).toBeGreaterThan(0);
    expect(kinds(/^\/images\/news\/[^/]+\.svg$/)).toBeGreaterThan(0);
    expect(kinds(/^\/images\/industry\//)).toBe(INDUSTRIES.length);
    expect(kinds(/^\/images\/products\//)).toBe(PRODUCTS.length);
  });

  it('has every referenced picture as a small, self-contained SVG', () => {
    const problems: string[] = [];
    for (const url of pictures) {
      const file = path.join(PUBLIC_DIR, url);
      if (!fs.existsSync(file)) {
        problems.push(`${url}: missing`);
        continue;
      }
      const text = fs.readFileSync(file, 'utf8');
      const size = Buffer.byteLength(text);
      const root = /^<svg\b[^>]*>/.exec(text)?.[0] ?? '';
      const checks: [boolean, string][] = [
        [size <= MAX_BYTES, `${size} bytes, over ${MAX_BYTES}`],
        [root.includes('xmlns="http://www.w3.org/2000/svg"'), 'no <svg xmlns=…> root'],
        [/\bviewBox="0 0 \d+ \d+"/.test(root), 'no viewBox'],
        [/\bwidth="\d+"/.test(root) && /\bheight="\d+"/.test(root), 'no width/height'],
        [/<title>[^<]+<\/title>/.test(text), 'no <title>'],
        [text.trimEnd().endsWith('</svg>'), 'not closed by </svg>'],
        [tagsBalanced(text), 'tags do not nest'],
        [!/<script|<foreignObject|\son\w+\s*=/i.test(text), 'script or event handler'],
        [!/href\s*=\s*"(?!#)/i.test(text), 'external href'],
        [!/url\((?!#)/i.test(text), 'external url()'],
      ];
      for (const [ok, message] of checks) if (!ok) problems.push(`${url}: ${message}`);
    }
    expect(problems, HINT).toEqual([]);
  });
});
