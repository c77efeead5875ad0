import { Button, Card, Descriptions, Space } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { displayNameOf, useSession } from '@/lib/session';
import { accountText as text } from '@/locales/zh-CN/account';
import { userMenu } from '@/locales/zh-CN/common';

/** /tourist/control/user: who the visitor is and what the visitor mode allows. */
export function TouristUser() {
  useDocumentTitle(pageTitle(text.visitorUserTitle));
  const name = useSession(displayNameOf);
  const account = useSession((s) => s.loginInfo?.loginAccount ?? '');
  return (
    <Card title={text.visitorUserTitle}>
      <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 120 } }}
          items={[
            { key: 'name', label: text.realName, children: name || userMenu.visitor },
            { key: 'account', label: text.loginAccount, children: account || '-' },
            { key: 'type', label: text.visitorAccountType, children: text.visitorType },
            { key: 'scope', label: text.visitorScope, children: text.visitorScopeDetail },
          ]}
        />
        <Space wrap>
          <Link to={paths.registCustomer}>
            <Button type="primary">{text.visitorRegister}</Button>
          </Link>
          <Link to={paths.login}>
            <Button>{text.visitorLogin}</Button>
          </Link>
        </Space>
      </Space>
    </Card>
  );
}
