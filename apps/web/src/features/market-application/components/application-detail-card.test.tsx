import type { MarketApplicationDetail } from '@pn/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationDetailCard } from './application-detail-card';

const detail: MarketApplicationDetail = {
  logoAddress: '/images/applications/grid-patrol/logo.svg',
  applicationName: '澜川配电房智能巡检',
  updateTime: '2026-11-10 09:00:00',
  industryName: '电力能源',
  sceneName: '配电房智能巡检',
  description: '面向配电房的无人化巡检应用。',
  enterpriseLogoAddress: '/images/applications/grid-patrol/enterprise.svg',
  enterpriseName: '澜川电力科技有限公司',
  phoneNum: '0571-86520310',
  details:
    '<p>应用详情正文<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
  instructions: '<ol><li><p>第一步：导入站点</p></li></ol>',
  configuration: '<p></p>',
  updateLog: '',
};

describe('ApplicationDetailCard', () => {
  it('shows the header fields and the enterprise service line', () => {
    render(<ApplicationDetailCard detail={detail} />);
    const card = screen.getByRole('region', { name: detail.applicationName });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(
      detail.applicationName,
    );
    expect(within(card).getByRole('img', { name: `${detail.applicationName}图标` })).toBeTruthy();
    expect(card.textContent).toContain('更新时间：2026-11-10 09:00:00');
    expect(within(card).getByText('电力能源')).toBeTruthy();
    expect(within(card).getByText('配电房智能巡检')).toBeTruthy();
    expect(within(card).getByText(detail.description)).toBeTruthy();
    expect(within(card).getByText(detail.enterpriseName)).toBeTruthy();
    const phone = within(card).getByRole('link', { name: detail.phoneNum });
    expect(phone.getAttribute('href')).toBe('tel:0571-86520310');
  });

  it('renders each tab’s sanitised HTML and 暂无内容 for an empty one', () => {
    render(<ApplicationDetailCard detail={detail} />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['应用详情', '使用说明', '配置要求', '更新日志']);

    const first = screen.getByRole('tabpanel');
    expect(first.textContent).toContain('应用详情正文');
    expect(first.innerHTML).not.toMatch(/onerror|<script/);

    fireEvent.click(screen.getByRole('tab', { name: '使用说明' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('第一步：导入站点');

    // An editor's empty paragraph counts as no content.
    fireEvent.click(screen.getByRole('tab', { name: '配置要求' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('暂无内容');
    fireEvent.click(screen.getByRole('tab', { name: '更新日志' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('暂无内容');
  });

  it('shows the name’s first character when there is no logo yet', () => {
    render(<ApplicationDetailCard detail={{ ...detail, logoAddress: '', phoneNum: '' }} />);
    expect(screen.queryByRole('img', { name: `${detail.applicationName}图标` })).toBeNull();
    expect(screen.getByText('澜')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
