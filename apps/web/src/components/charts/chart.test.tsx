import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from './chart';

// ECharts needs a canvas, which jsdom lacks: the lazy chunk renders a marker instead.
vi.mock('./echart', () => ({
  default: ({ style }: { style: { height: number } }) => <div data-testid="echart" style={style} />,
}));

describe('Chart', () => {
  it('is one image named by its title, described by its summary', async () => {
    render(
      <Chart title="近6个月流量" summary="最近一期（2026-11）：3 GB" option={{}} height={240} />,
    );
    const figure = screen.getByRole('img', { name: '近6个月流量' });
    expect(figure.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('最近一期（2026-11）：3 GB').id).toBe(
      figure.getAttribute('aria-describedby'),
    );
    // The chart itself arrives lazily, at the given height.
    expect((await screen.findByTestId('echart')).style.height).toBe('240px');
  });

  it('shows a busy skeleton while loading and says when there is nothing to draw', () => {
    const { rerender } = render(<Chart title="卡片状态分布" option={{}} loading />);
    expect(screen.getByRole('img', { name: '卡片状态分布' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.queryByTestId('echart')).toBeNull();
    rerender(<Chart title="卡片状态分布" option={{}} empty />);
    expect(screen.getByRole('img', { name: '卡片状态分布：暂无数据' })).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
  });
});
