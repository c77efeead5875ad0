import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { validateForm } from './form-rules';

const formWith = (validateFields: () => Promise<unknown>) =>
  ({ validateFields }) as unknown as FormInstance<{ code: string }>;

describe('validateForm', () => {
  it('validates again when a newer validation overtook the submit', async () => {
    const validateFields = vi
      .fn()
      .mockRejectedValueOnce({ errorFields: [], outOfDate: true })
      .mockResolvedValueOnce({ code: '123456' });
    await expect(validateForm(formWith(validateFields))).resolves.toEqual({ code: '123456' });
    expect(validateFields).toHaveBeenCalledTimes(2);
  });

  it('rejects at once with the field errors of an invalid form', async () => {
    const invalid = { errorFields: [{ name: ['code'], errors: ['验证码不能为空'] }] };
    const validateFields = vi.fn().mockRejectedValue(invalid);
    await expect(validateForm(formWith(validateFields))).rejects.toBe(invalid);
    expect(validateFields).toHaveBeenCalledTimes(1);
  });
});
