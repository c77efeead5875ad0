import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { queryClient } from '@/lib/query-client';
import { rowsForEditing } from '../form-values';
import { RowListEditor } from './row-list-editor';

const cases = [
  {
    pkId: 7,
    type: 'smartPort',
    name: '5G智慧港口岸桥远程操控',
    trade: 'port',
    industryName: '智慧港口',
  },
  { pkId: 9, type: null, name: '新元煤矿5G井下专网', trade: 'mine', industryName: '智慧矿山' },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: '0',
          message: '成功',
          result: { data: cases, total: 2, page: 1, pageSize: 1000 },
        }),
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderCases(rows = rowsForEditing([])) {
  let values: () => unknown = () => undefined;
  function Probe() {
    const form = Form.useFormInstance();
    values = () => form.getFieldValue('customerCases');
    return null;
  }
  render(
    <AppProvider>
      <Form initialValues={{ customerCases: rows }}>
        <RowListEditor name="customerCases" label="客户案例" max={5} url={{ kind: 'case' }} />
        <Probe />
      </Form>
    </AppProvider>,
  );
  return () => values();
}

describe('linking a solution to customer cases', () => {
  it('picks a published case: its address is stored and an empty title takes its name', async () => {
    const values = renderCases();
    const row = screen.getByRole('group', { name: '客户案例 第1条' });
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByText('新元煤矿5G井下专网（智慧矿山）'));
    await waitFor(() =>
      expect(values()).toEqual([
        expect.objectContaining({ title: '新元煤矿5G井下专网', url: '/case/detail?id=9' }),
      ]),
    );
  });

  it('keeps a link saved before, and a title already written', async () => {
    const values = renderCases([
      { title: '港口案例', description: '', url: 'https://example.com/port' },
    ]);
    const row = screen.getByRole('group', { name: '客户案例 第1条' });
    expect(within(row).getByText('https://example.com/port')).toBeTruthy();
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByText('5G智慧港口岸桥远程操控（智慧港口）'));
    await waitFor(() =>
      expect(values()).toEqual([
        expect.objectContaining({
          title: '港口案例',
          url: '/case/detail?type=smartPort&id=7',
        }),
      ]),
    );
  });
});
