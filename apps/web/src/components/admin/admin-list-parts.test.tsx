import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from './admin-list-parts';

function renderFilter(loading?: boolean) {
  return render(
    <Form>
      <FilterSelect
        name="industryId"
        label="所属行业"
        placeholder="全部行业"
        options={[{ value: 'ind_1', label: '智慧港口' }]}
        loading={loading}
      />
    </Form>,
  );
}

describe('FilterSelect', () => {
  it('shows a spinner while its options are on their way', () => {
    renderFilter(true);
    expect(screen.getByRole('img', { name: 'loading' })).toBeTruthy();
  });

  it('shows the placeholder and no spinner once they are there', () => {
    renderFilter(false);
    expect(screen.getByText('全部行业')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
  });
});
