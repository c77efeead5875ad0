import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewFrame, type PreviewFrameText } from './preview-frame';

const text: PreviewFrameText = {
  label: '预览模式',
  draft: '草稿',
  published: '已发布',
  draftHint: '草稿仅内容编辑可见',
  publishedHint: '该案例已发布',
  close: '关闭预览',
};

function renderFrame(state: number | undefined) {
  render(
    <MemoryRouter initialEntries={['/customerCasePreview?id=3']}>
      <Routes>
        <Route
          path="/customerCasePreview"
          element={
            <PreviewFrame state={state} editorList="/admin/content/case" text={text}>
              <h1>案例</h1>
            </PreviewFrame>
          }
        />
        <Route path="/admin/content/case" element={<p>案例编辑列表</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PreviewFrame', () => {
  it('says whether the previewed record is a draft', () => {
    renderFrame(0);
    expect(screen.getByText('预览模式 · 草稿')).toBeTruthy();
    expect(screen.getByText('草稿仅内容编辑可见')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('案例');
  });

  it('shows no strip until the record is loaded', () => {
    renderFrame(undefined);
    expect(screen.queryByRole('region', { name: '预览模式' })).toBeNull();
  });

  it('closes the tab, or goes to the editor list when the browser keeps it open', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderFrame(1);
    expect(screen.getByText('预览模式 · 已发布')).toBeTruthy();
    expect(screen.getByText('该案例已发布')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭预览' }));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByText('案例编辑列表')).toBeTruthy();
  });
});
