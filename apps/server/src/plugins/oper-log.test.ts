import { describe, expect, it } from 'vitest';
import { maskParams } from './oper-log.js';

describe('maskParams', () => {
  it('hides secrets and masks contact details, keeping the rest', () => {
    const logged = JSON.parse(
      maskParams({
        companyName: '深圳市鹏城智能制造有限公司',
        userTel: '13812345678',
        userEmail: 'zhang.san@example.com',
        verifyCode: 'AB12',
        password: 'Secret@123',
        nested: { phone: '0755-1234', address: ['440000', '440300'] },
      }) ?? '{}',
    );
    expect(logged).toEqual({
      companyName: '深圳市鹏城智能制造有限公司',
      userTel: '138****5678',
      userEmail: 'z***@example.com',
      verifyCode: '******',
      password: '******',
      nested: { phone: '******', address: ['440000', '440300'] },
    });
  });

  it('bounds the text and passes empty payloads through', () => {
    expect(maskParams(undefined)).toBeNull();
    expect(maskParams({ text: 'x'.repeat(5000) })?.length).toBeLessThanOrEqual(2001);
  });
});
