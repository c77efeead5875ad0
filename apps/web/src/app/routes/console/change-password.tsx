import { Card } from 'antd';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { accountText } from '@/locales/zh-CN/account';

export function Component() {
  useDocumentTitle(pageTitle(accountText.changePassword));
  return (
    <Card title={accountText.changePassword}>
      <ChangePasswordForm />
    </Card>
  );
}
