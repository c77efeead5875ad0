import { ApprovalCenterPage } from '@/features/approval-admin/components/approval-center-page';
import { approvalCenterText } from '@/features/approval-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/approval/center: everything waiting on the operator's decision, and the log. */
export function Component() {
  useDocumentTitle(pageTitle(approvalCenterText.title));
  return <ApprovalCenterPage />;
}
