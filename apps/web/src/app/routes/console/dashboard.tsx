import { DashboardOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { consoleText } from '@/locales/zh-CN/common';

export function Component() {
  useDocumentTitle(pageTitle(consoleText.title));
  return (
    <Card>
      <Result
        icon={<DashboardOutlined style={{ color: '#0052d9' }} />}
        title={consoleText.dashboardTitle}
        subTitle={consoleText.dashboardDetail}
      />
    </Card>
  );
}
