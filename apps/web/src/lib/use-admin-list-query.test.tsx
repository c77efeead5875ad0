import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  editTargetOf,
  filterParam,
  readFilters,
  readPaging,
  readSort,
  useAdminListQuery,
  withEdit,
  withFilters,
  withPaging,
  withSort,
  type AdminListQuery,
} from './use-admin-list-query';

const FILTERS = {
  keyword: filterParam.text(10),
  status: filterParam.oneOf([0, 1, 2] as const),
  category: filterParam.oneOf(['gateway', 'sim'] as const),
  day: filterParam.matching(/^\d{4}-\d{2}-\d{2}$/),
};

const q = (text: string) => new URLSearchParams(text);

describe('reading the address', () => {
  it('reads page and page size, falling back to page 1 of 10 on anything not offered', () => {
    expect(readPaging(q(''))).toEqual({ page: 1, pageSize: 10 });
    expect(readPaging(q('page=3&pageSize=50'))).toEqual({ page: 3, pageSize: 50 });
    for (const bad of ['page=0&pageSize=30', 'page=-2&pageSize=abc', 'page=1.5&pageSize=100']) {
      expect(readPaging(q(bad)), bad).toEqual({ page: 1, pageSize: 10 });
    }
  });

  it('reads each filter with its parser; malformed values read as undefined', () => {
    expect(
      readFilters(
        q(`keyword=%20${'港'.repeat(12)}%20&status=2&category=sim&day=2026-11-02`),
        FILTERS,
      ),
    ).toEqual({ keyword: '港'.repeat(10), status: 2, category: 'sim', day: '2026-11-02' });
    expect(
      readFilters(q('keyword=%20%20&status=3&category=weather&day=2026-1-2'), FILTERS),
    ).toEqual({ keyword: undefined, status: undefined, category: undefined, day: undefined });
    expect(readFilters(q('status='), FILTERS).status).toBeUndefined();
  });

  it('opens the editor for `new` or a positive id only', () => {
    expect(editTargetOf('new')).toBe('new');
    expect(editTargetOf('17')).toBe(17);
    for (const bad of [null, '', '0', 'abc', '-3', '1e3']) expect(editTargetOf(bad)).toBeNull();
  });
});

describe('the sorted column', () => {
  const FIELDS = ['releaseTime', 'updateTime'];
  it('reads a listed field, descending unless asc is asked; anything else is no sort', () => {
    expect(readSort(q('sortField=updateTime&sortOrder=asc'), FIELDS)).toEqual({
      sortField: 'updateTime',
      sortOrder: 'asc',
    });
    expect(readSort(q('sortField=releaseTime&sortOrder=sideways'), FIELDS)).toEqual({
      sortField: 'releaseTime',
      sortOrder: 'desc',
    });
    expect(readSort(q('sortField=title&sortOrder=asc'), FIELDS)).toEqual({});
    expect(readSort(q('sortField=updateTime'), [])).toEqual({});
  });

  it('writes the sort from page 1, keeping filters, and clears both parameters', () => {
    const sorted = withSort(q('keyword=5G&page=3&pageSize=20'), {
      sortField: 'updateTime',
      sortOrder: 'asc',
    });
    expect(sorted.toString()).toBe('keyword=5G&pageSize=20&sortField=updateTime&sortOrder=asc');
    expect(withSort(sorted, {}).toString()).toBe('keyword=5G&pageSize=20');
  });
});

describe('writing the address', () => {
  it('a new filter starts from page 1 and keeps the tab, page size and open editor', () => {
    const next = withFilters(q('tab=scenes&page=4&pageSize=20&status=1&edit=9'), {
      keyword: '园区',
      status: undefined,
    });
    expect(Object.fromEntries(next)).toEqual({
      tab: 'scenes',
      pageSize: '20',
      edit: '9',
      keyword: '园区',
    });
    expect(withFilters(q('keyword=a'), { keyword: '' }).toString()).toBe('');
  });

  it('leaves the default page and size out; a new size starts from page 1', () => {
    expect(withPaging(q('status=0'), 3, 10).toString()).toBe('status=0&page=3');
    expect(withPaging(q('status=0&page=3'), 1, 10).toString()).toBe('status=0');
    expect(withPaging(q('status=0&page=3'), 3, 20).toString()).toBe('status=0&pageSize=20');
    expect(withPaging(q('pageSize=20&page=2'), 5, 20).toString()).toBe('pageSize=20&page=5');
    expect(withPaging(q('pageSize=20&page=2'), 2, 10).toString()).toBe('');
  });

  it('opens and closes the editor without touching the list state', () => {
    expect(withEdit(q('page=2&status=1'), 'new').toString()).toBe('page=2&status=1&edit=new');
    expect(withEdit(q('edit=new&page=2'), 12).toString()).toBe('edit=12&page=2');
    expect(withEdit(q('edit=12&page=2'), null).toString()).toBe('page=2');
  });
});

// The hook on a screen with a filter form -------------------------------------------------

interface Seen {
  list: AdminListQuery<typeof FILTERS>;
  search: string;
  navigate: NavigateFunction;
}
const seen: { current?: Seen } = {};

function Screen() {
  const [form] = Form.useForm<{ keyword?: string }>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const search = useLocation().search;
  const navigate = useNavigate();
  useEffect(() => {
    seen.current = { list, search, navigate };
  });
  return (
    <Form form={form} onFinish={(v) => list.setFilters({ keyword: v.keyword?.trim() })}>
      <Form.Item name="keyword" label="关键词">
        <Input />
      </Form.Item>
      <button type="submit">查询</button>
    </Form>
  );
}

function renderScreen(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Screen />
    </MemoryRouter>,
  );
  return () => seen.current!;
}

const keywordBox = () => screen.getByLabelText<HTMLInputElement>('关键词');

describe('useAdminListQuery', () => {
  it('reads filters and paging into one query and fills the form from the address', async () => {
    const now = renderScreen('/admin/x?keyword=港口&status=1&page=3&pageSize=20&edit=new');
    expect(now().list.query).toEqual({
      keyword: '港口',
      status: 1,
      category: undefined,
      day: undefined,
      page: 3,
      pageSize: 20,
    });
    expect(now().list.filtered).toBe(true);
    expect(now().list.edit).toBe('new');
    await waitFor(() => expect(keywordBox().value).toBe('港口'));
  });

  it('a search from the form goes to the address, page 1, and leaves the form as typed', async () => {
    const now = renderScreen('/admin/x?page=4&status=0');
    fireEvent.change(keywordBox(), { target: { value: ' 园区 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(now().search).toBe('?status=0&keyword=%E5%9B%AD%E5%8C%BA'));
    expect(keywordBox().value).toBe(' 园区 ');

    // Paging does not refill the form either.
    fireEvent.change(keywordBox(), { target: { value: '园区网' } });
    act(() => now().list.setPage(2, 10));
    expect(now().search).toBe('?status=0&keyword=%E5%9B%AD%E5%8C%BA&page=2');
    expect(keywordBox().value).toBe('园区网');

    // Going elsewhere in history shows that address's filters.
    act(() => void now().navigate('/admin/x?keyword=back'));
    await waitFor(() => expect(keywordBox().value).toBe('back'));
    act(() => void now().navigate(-1));
    await waitFor(() => expect(keywordBox().value).toBe('园区'));
  });

  it('resets every filter and the form, keeping the page size', async () => {
    const now = renderScreen('/admin/x?keyword=a&status=2&category=sim&pageSize=50&page=2');
    await waitFor(() => expect(keywordBox().value).toBe('a'));
    act(() => now().list.resetFilters());
    expect(now().search).toBe('?pageSize=50');
    expect(now().list.filtered).toBe(false);
    expect(keywordBox().value).toBe('');
  });

  it('opens the editor, and replaces it once a new record has its id', () => {
    const now = renderScreen('/admin/x?status=1&page=2');
    act(() => now().list.setEdit('new'));
    expect(now().search).toBe('?status=1&page=2&edit=new');
    act(() => now().list.setEdit(31, { replace: true }));
    expect(now().search).toBe('?status=1&page=2&edit=31');
    act(() => now().list.setEdit(null));
    expect(now().search).toBe('?status=1&page=2');
  });

  it('steps back a page when the last row of a later page was removed', () => {
    const now = renderScreen('/admin/x?page=3');
    act(() => now().list.afterRemove(2));
    expect(now().list.page).toBe(3);
    act(() => now().list.afterRemove(1));
    expect(now().list.page).toBe(2);
    act(() => now().list.setPage(1, 10));
    act(() => now().list.afterRemove(1));
    expect(now().list.page).toBe(1);
  });
});
