import { Messages } from '@pn/shared';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
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
 * 非常抱歉，您暂未获得数据导出许可… with 下一步 / 取消, where 下一步 opens the application
 * dialog. An application still awaiting approval gets the already-applied warning.
 */
export function ExportPermissionGate({ onPermitted, children }: ExportPermissionGateProps) {
  const { modal } = App.useApp();
  const [checking, setChecking] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const prompt = () =>
    modal.confirm({
      title: text.promptTitle,
      content: Messages.NO_PERMISSION,
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
      } else prompt();
    } catch {
      // Unknown state: offer the application; the server refuses duplicates with status 1.
      prompt();
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      {children(() => void request(), checking)}
      <ApplyExportDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
