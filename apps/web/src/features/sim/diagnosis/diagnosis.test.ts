import type { SimDiagnosis } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './diagnosis';

const check = (key: SimDiagnosis['checks'][number]['key'], result: 'pass' | 'warn' | 'fail') => ({
  key,
  name: key,
  result,
  detail: '',
  advice: '',
});

describe('verdictOf', () => {
  it('is the worst check with the counts of failed and warned checks', () => {
    expect(verdictOf([check('status', 'pass'), check('apn', 'pass')])).toMatchObject({
      result: 'pass',
      title: '各项检查均正常',
    });
    expect(verdictOf([check('status', 'pass'), check('usage', 'warn')])).toMatchObject({
      result: 'warn',
      warned: 1,
      title: '发现 1 项警告，建议关注',
    });
    expect(
      verdictOf([check('status', 'fail'), check('usage', 'warn'), check('apn', 'fail')]),
    ).toMatchObject({
      result: 'fail',
      failed: 2,
      warned: 1,
      title: '发现 2 项异常、1 项警告，请按建议处理',
    });
  });
});
