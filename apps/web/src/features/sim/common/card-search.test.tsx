import { SimMessages } from '@pn/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCardSearch } from './card-search';

describe('useCardSearch', () => {
  it('searches a trimmed digit prefix from the first page', () => {
    const { result } = renderHook(() => useCardSearch());
    act(() => result.current.pagination(100).onChange?.(3, 10));
    expect(result.current.page).toBe(3);
    act(() => result.current.search(' 8986 '));
    expect(result.current).toMatchObject({ keyword: '8986', page: 1, error: '' });
  });

  it('refuses a prefix that is not digits with the server message and keeps the last search', () => {
    const { result } = renderHook(() => useCardSearch());
    act(() => result.current.search('1380'));
    act(() => result.current.search('13a'));
    expect(result.current.error).toBe(SimMessages.KEYWORD_INVALID);
    expect(result.current.keyword).toBe('1380');
  });

  it('shows every card again when the box is cleared, and a new page size starts at page 1', () => {
    const { result } = renderHook(() => useCardSearch());
    act(() => result.current.search('1380'));
    act(() => result.current.type(''));
    expect(result.current.keyword).toBeUndefined();
    act(() => result.current.pagination(100).onChange?.(4, 50));
    expect(result.current).toMatchObject({ page: 1, pageSize: 50 });
  });
});
