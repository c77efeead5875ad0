import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BandwidthSlider, nextLevel } from './bandwidth-slider';

const MARKS = [10, 20, 50, 100, 200, 500];

describe('BandwidthSlider', () => {
  it('sets a clicked level, and a click on the current level lowers it one step', () => {
    expect(nextLevel(0, 3)).toBe(3);
    expect(nextLevel(3, 5)).toBe(5);
    expect(nextLevel(3, 3)).toBe(2);
    expect(nextLevel(1, 1)).toBe(0);
  });

  it('emits its name and the new level, and moves with the arrow keys', () => {
    const onChange = vi.fn();
    const { container } = render(
      <BandwidthSlider name="bw" value={3} onChange={onChange} marks={MARKS} />,
    );
    const slider = screen.getByRole('slider', { name: '带宽' });
    expect(slider.getAttribute('aria-valuetext')).toBe('50 Mbps');
    const segment = (level: number) => container.querySelector(`[data-level="${level}"]`)!;
    fireEvent.click(segment(3));
    expect(onChange).toHaveBeenLastCalledWith(2, 'bw');
    fireEvent.click(segment(5));
    expect(onChange).toHaveBeenLastCalledWith(5, 'bw');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(4, 'bw');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(1, 'bw');
  });
});
