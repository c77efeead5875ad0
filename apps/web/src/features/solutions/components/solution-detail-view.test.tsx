import type { SolutionDetail } from '@pn/shared';
import { render, screen, within } from '@testing-library/react';
import { PortalMemoryRouter } from '@/test/portal-router';
import { describe, expect, it } from 'vitest';
import { SolutionDetailView } from './solution-detail-view';

const detail: SolutionDetail = {
  pkId: 7,
  type: 'portRemoteControl',
  methodName: '5G智慧港口解决方案',
  methodDesc: '远控与无人集卡',
  fontPic: '',
  bannerPic: '',
  trade: 'port',
  industryName: '智慧港口',
  businessNeeds: [{ title: '多路视频上行', description: '十余路摄像头', url: '' }],
  appScenes: [],
  customerCases: [
    { title: '妈湾港远控', description: '中控室作业', url: '/case/detail?type=smartPort' },
    { title: '外部报道', description: '', url: 'https://example.com/report' },
  ],
  net5gContent: JSON.stringify([
    { checked: true, desc: '本地分流：用户面下沉园区' },
    { checked: false, desc: '专网安全：二次认证' },
  ]),
  net5gDesc: '港区下沉用户面',
  resolveTitle: '5G远控+无人集卡',
  resolveDesc: '第一段\n第二段 <b>不是标签</b>',
  resolvePic: '',
  sceneContent: '',
  state: 1,
  authorized: true,
  publishTime: '',
  createTime: '',
  updateTime: '',
};

function renderView() {
  render(
    <PortalMemoryRouter>
      <SolutionDetailView detail={detail} />
    </PortalMemoryRouter>,
  );
}

describe('SolutionDetailView', () => {
  it('titles the page and offers a tab for each filled section only', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('5G智慧港口解决方案');
    const tabs = within(screen.getByRole('navigation', { name: '方案目录' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['行业痛点', '解决方案', '5G能力', '客户案例']);
    expect(document.getElementById('scenes')).toBeNull();
  });

  it('renders line breaks as paragraphs and markup as text', () => {
    renderView();
    const section = document.getElementById('solution')!;
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '第一段',
      '第二段 <b>不是标签</b>',
    ]);
    expect(section.querySelector('b')).toBeNull();
  });

  it('marks which 5G capabilities the solution uses', () => {
    renderView();
    const items = within(document.getElementById('network')!).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '本地分流用户面下沉园区方案采用',
      '专网安全二次认证按需叠加',
    ]);
  });

  it('links customer cases inside the portal only', () => {
    renderView();
    const customers = within(screen.getByRole('list', { name: '客户案例' }));
    expect(customers.getByRole('link', { name: /妈湾港远控/ }).getAttribute('href')).toBe(
      '/case/detail?type=smartPort',
    );
    expect(customers.queryByRole('link', { name: /外部报道/ })).toBeNull();
    expect(customers.getByText('外部报道')).toBeTruthy();
  });
});
