import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ExportPermissionGate } from '@/components/export-permission/export-permission-gate';
import { saveDownloadedFile } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { exportText } from '@/locales/zh-CN/account';
import { exportRefunds } from '../api/refund-export';
import { exportBodyOf, type RefundFilters } from '../utils/list-params';

/**
 * 导出 of the refund list: the records of the current filters, behind the data-export
 * permission (without it the user is offered the application), downloading with its
 * progress in a message. The export endpoint takes its filters as a JSON body, which the
 * GET-only ExportButton cannot send.
 */
export function RefundExportButton({ filters }: { filters: RefundFilters }) {
  const [exporting, setExporting] = useState(false);

  const start = async () => {
    setExporting(true);
    toast.info(exportText.exportProgress(0), 0);
    let shownKb = 0;
    try {
      const file = await exportRefunds(exportBodyOf(filters), (bytes) => {
        const kb = Math.floor(bytes / 1024);
        if (kb === shownKb) return;
        shownKb = kb;
        toast.info(exportText.exportProgress(kb), 0);
      });
      saveDownloadedFile(file);
      toast.success(exportText.exportDone(file.fileName));
    } catch (error) {
      showActionError(error, exportText.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ExportPermissionGate onPermitted={() => void start()}>
      {(request, checking) => (
        <Button
          icon={<DownloadOutlined />}
          loading={checking || exporting}
          disabled={exporting}
          onClick={request}
        >
          {exporting ? exportText.exporting : exportText.export}
        </Button>
      )}
    </ExportPermissionGate>
  );
}
