import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Paragraphs, toParagraphs } from './paragraphs';

describe('toParagraphs', () => {
  it('splits on line breaks, trimming and dropping blank lines', () => {
    expect(toParagraphs('  第一段 \r\n\n第二段\n   \n第三段')).toEqual([
      '第一段',
      '第二段',
      '第三段',
    ]);
  });

  it('keeps markup as text and reads nothing from empty values', () => {
    expect(toParagraphs('<b>加粗</b>')).toEqual(['<b>加粗</b>']);
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs(null)).toEqual([]);
  });
});

describe('Paragraphs', () => {
  it('renders one paragraph per line, markup as text', () => {
    const { container } = render(<Paragraphs text={'第一段\n<b>第二段</b>'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '第一段',
      '<b>第二段</b>',
    ]);
    expect(container.querySelector('b')).toBeNull();
  });
});
