import { ExportApprovalPage } from '@/features/approval-admin/components/export-approval-page';
import { approvalText } from '@/features/approval-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/approval/export: data-export permission applications awaiting a decision. */
export function Component() {
  useDocumentTitle(pageTitle(approvalText.title));
  return <ExportApprovalPage />;
}
