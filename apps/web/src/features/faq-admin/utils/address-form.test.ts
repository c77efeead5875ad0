import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filterKeyOf, useAddressForm } from './address-form';

const KEYS = ['keyword', 'status'] as const;

describe('filter form and address', () => {
  it('keys the address by its filters only', () => {
    expect(filterKeyOf(new URLSearchParams('page=3&status=1&edit=new&keyword=网关'), KEYS)).toBe(
      new URLSearchParams('keyword=网关&status=1').toString(),
    );
  });

  it('fills the form from the address, except for the change the form made itself', () => {
    const fill = vi.fn();
    const { result, rerender } = renderHook(({ key }) => useAddressForm(key, fill), {
      initialProps: { key: 'status=1' },
    });
    expect(fill).toHaveBeenCalledTimes(1);
    expect(fill.mock.calls[0]?.[0].get('status')).toBe('1');

    result.current('keyword=a');
    rerender({ key: 'keyword=a' });
    expect(fill).toHaveBeenCalledTimes(1);

    // Back to the earlier filters: filled again.
    rerender({ key: 'status=1' });
    expect(fill).toHaveBeenCalledTimes(2);
  });
});
