import { AccountNoticeListPage } from '@/features/account-notice/components/account-notice-list-page';
import { accountNoticeText } from '@/features/account-notice/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/notice/list: 消息通知. */
export function Component() {
  useDocumentTitle(pageTitle(accountNoticeText.title));
  return <AccountNoticeListPage />;
}
