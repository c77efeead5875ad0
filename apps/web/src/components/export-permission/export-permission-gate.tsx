import { Messages } from '@pn/shared';
import { App } from 'antd';
import { isValidElement, useState, type ReactNode } from 'react';
import { useReadOnly } from '@/components/read-only/read-only';
import { WriteGuard } from '@/components/read-only/write-guard';
import { ApplyExportDialog } from './apply-export-dialog';
import { getExportPermission } from './api/export-permission';
import { exportText as text } from '@/locales/zh-CN/account';

interface ExportPermissionGateProps {
  /** Runs when the account holds the export permission (e.g. start the export). */
  onPermitted: () => void;
  /** Renders the trigger; call `request` when the user wants to export. */
  children: (request: () => void, checking: boolean) => ReactNode;
}

/**
 * Spec §4 data-export permission flow: with the permission the action runs; otherwise
 * 非常抱歉，您暂未获得数据导出许可… with 申请导出权限 / 取消 (the spec's 下一步, named for
 * what it does), which opens the application dialog; after a rejection the prompt gives the
 * approver's reason. An application still awaiting approval gets the already-applied warning.
 * Visitors never export: in a read-only area the trigger is disabled (WriteGuard).
 */
export function ExportPermissionGate({ onPermitted, children }: ExportPermissionGateProps) {
  const readOnly = useReadOnly();
  const { modal } = App.useApp();
  const [checking, setChecking] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const prompt = (rejectedBecause?: string) =>
    modal.confirm({
      title: text.promptTitle,
      content:
        rejectedBecause === undefined
          ? Messages.NO_PERMISSION
          : `${Messages.NO_PERMISSION}${text.rejectedBefore(rejectedBecause)}`,
      okText: text.next,
      cancelText: text.cancel,
      onOk: () => setDialogOpen(true),
    });

  const request = async () => {
    setChecking(true);
    try {
      const permission = await getExportPermission();
      if (permission.status === 'approved') onPermitted();
      else if (permission.status === 'pending') {
        modal.warning({ title: text.promptTitle, content: Messages.ALREADY_APPLIED });
      } else prompt(permission.status === 'rejected' ? (permission.remark ?? '') : undefined);
    } catch {
      // Unknown state: offer the application; the server refuses duplicates with status 1.
      prompt();
    } finally {
      setChecking(false);
    }
  };

  if (readOnly) {
    const trigger = children(() => undefined, false);
    return isValidElement<{ disabled?: boolean }>(trigger) ? (
      <WriteGuard>{trigger}</WriteGuard>
    ) : (
      trigger
    );
  }

  return (
    <>
      {children(() => void request(), checking)}
      <ApplyExportDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
