import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { rowsForEditing } from '../form-values';
import { RowListEditor } from './row-list-editor';

function renderList(rows = rowsForEditing([]), max = 3) {
  render(
    <Form initialValues={{ needs: rows }}>
      <RowListEditor name="needs" label="业务需求" max={max} url={{ kind: 'link' }} />
    </Form>,
  );
}

const rows = () => screen.getAllByRole('group', { name: /^业务需求 第\d+条$/ });
const addButton = () => screen.getByRole('button', { name: /添加业务需求/ });

describe('RowListEditor', () => {
  it('shows one empty row for an empty list', () => {
    renderList();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByLabelText('标题')).toHaveProperty('value', '');
    expect(screen.getByText(/最多3条，还可添加2条/)).toBeTruthy();
  });

  it('adds rows up to the maximum, then the add button stops', () => {
    renderList();
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    expect(rows()).toHaveLength(3);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(/已达上限：最多3条/)).toBeTruthy();
    fireEvent.click(addButton());
    expect(rows()).toHaveLength(3);
  });

  it('removes a row, but empties the only row instead of removing it', () => {
    renderList([
      { title: '远程操控', description: '', url: '' },
      { title: '视频回传', description: '', url: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '删除业务需求第1条' }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByLabelText('标题')).toHaveProperty('value', '视频回传');

    fireEvent.click(screen.getByRole('button', { name: '删除业务需求第1条' }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByLabelText('标题')).toHaveProperty('value', '');
  });
});
