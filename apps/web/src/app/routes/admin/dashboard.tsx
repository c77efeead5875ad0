import { SettingOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { consoleText } from '@/locales/zh-CN/common';

export function Component() {
  useDocumentTitle(pageTitle(consoleText.adminTitle));
  return (
    <Card>
      <Result
        icon={<SettingOutlined style={{ color: '#0052d9' }} />}
        title={consoleText.adminDashboardTitle}
        subTitle={consoleText.adminDashboardDetail}
      />
    </Card>
  );
}
