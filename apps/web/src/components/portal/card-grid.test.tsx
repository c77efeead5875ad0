import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid, paddingCells } from './card-grid';

describe('CardGrid', () => {
  it('pads the last row to a multiple of four', () => {
    expect([0, 1, 2, 3, 4, 5, 8, 9].map((n) => paddingCells(n))).toEqual([0, 3, 2, 1, 0, 3, 0, 3]);
  });

  it('renders the cards, then hidden empty cells', () => {
    render(
      <CardGrid label="案例">
        {['甲', '乙', '丙', '丁', '戊'].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: '案例' });
    expect(list.querySelectorAll('li')).toHaveLength(8);
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
    // Only the real cards are list items a screen reader announces.
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
