import { describe, expect, it } from 'vitest';
import { checkRuleDraft } from './risk-rules';

describe('checkRuleDraft', () => {
  it('accepts a whole threshold from 1 to 10000 and a level from 1 to 3', () => {
    expect(checkRuleDraft({ threshold: 200, level: 3 }, true)).toEqual({
      ok: true,
      value: { threshold: 200, level: 3, enabled: true },
    });
  });

  it('answers the schema messages in Chinese', () => {
    expect(checkRuleDraft({ threshold: null, level: 2 }, true)).toEqual({
      ok: false,
      message: '请输入阈值',
    });
    expect(checkRuleDraft({ threshold: 0, level: 2 }, true)).toEqual({
      ok: false,
      message: '阈值最小为1',
    });
    expect(checkRuleDraft({ threshold: 10_001, level: 2 }, false)).toEqual({
      ok: false,
      message: '阈值最大为10000',
    });
    expect(checkRuleDraft({ threshold: 1.5, level: 2 }, false)).toEqual({
      ok: false,
      message: '阈值必须是整数',
    });
  });
});
