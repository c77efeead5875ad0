import { describe, expect, it } from 'vitest';
import { Messages } from '../status.js';
import { RealNameSchema } from './auth.js';
import { hasInvisibleChars, visibleName } from './common.js';
import { NoticeFormSchema } from './notice.js';
import { SimGroupFormSchema } from './sim.js';
import { z } from 'zod';

const REFUSED = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u180E',
];

const messagesOf = (r: { success: boolean; error?: z.ZodError }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('names refuse bidi controls and invisible characters', () => {
  it('finds every refused character anywhere in a name', () => {
    for (const c of REFUSED) {
      expect(hasInvisibleChars(`企业${c}名称`), c.codePointAt(0)!.toString(16)).toBe(true);
    }
    expect(hasInvisibleChars('深圳港口 5G 专网（一期）_A-1')).toBe(false);
    expect(hasInvisibleChars('')).toBe(false);
  });

  it('answers the shared message from visibleName, and lets optional blanks through', () => {
    const schema = visibleName(z.string().trim().optional());
    expect(messagesOf(schema.safeParse('a\u202Eb'))).toEqual([Messages.NAME_INVISIBLE_CHARS]);
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.parse(' 正常 ')).toBe('正常');
  });

  it('is applied by the name fields of the forms (SIM group, real name, notice title)', () => {
    const group = { name: '生产\u202E线', tariffId: 1 };
    expect(messagesOf(SimGroupFormSchema.safeParse(group))).toEqual([
      Messages.NAME_INVISIBLE_CHARS,
    ]);
    expect(messagesOf(SimGroupFormSchema.safeParse({ ...group, name: '生产\u200B线' }))).toEqual([
      Messages.NAME_INVISIBLE_CHARS,
    ]);
    expect(SimGroupFormSchema.safeParse({ ...group, name: '生产线' }).success).toBe(true);
    expect(messagesOf(RealNameSchema.safeParse('张\u2066三'))).toEqual([
      Messages.NAME_INVISIBLE_CHARS,
    ]);
    const notice = { title: '停机\u200F通知', content: '<p>内容</p>' };
    expect(messagesOf(NoticeFormSchema.safeParse(notice))).toContain(Messages.NAME_INVISIBLE_CHARS);
  });

  it('leaves free text alone: a description keeps the zero-width joiner of an emoji', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const parsed = SimGroupFormSchema.parse({ name: '生产线', tariffId: 1, description: family });
    expect(parsed.description).toBe(family);
  });
});
