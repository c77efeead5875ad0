import { Card } from 'antd';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { accountText } from '@/locales/zh-CN/account';

/** /base/unionmall/editpwd: the change-password form inside the portal (login required). */
export function Component() {
  useDocumentTitle(pageTitle(accountText.changePassword));
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '40px 16px 64px' }}>
      <Card title={accountText.changePassword}>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
