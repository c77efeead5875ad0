import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { authApi, saveDownloadedFile, type QueryParams } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { exportText as text } from '@/locales/zh-CN/account';
import { ExportPermissionGate } from './export-permission-gate';

export interface ExportButtonProps {
  /** The export endpoint (GET, answers the file). */
  path: string;
  /** The list's filters, as the endpoint takes them. */
  params: QueryParams;
  /** The file's name when the answer does not give one. */
  fallbackName: string;
}

/**
 * 导出 of a list: behind the data-export permission (ExportPermissionGate), then the file
 * downloads with its progress in a message and is saved under the server's name. The file
 * keeps downloading if the user leaves the screen, as a browser download would.
 */
export function ExportButton({ path, params, fallbackName }: ExportButtonProps) {
  const [exporting, setExporting] = useState(false);

  const start = async () => {
    setExporting(true);
    toast.info(text.exportProgress(0), 0);
    try {
      const file = await authApi.download(path, params, {
        fallbackName,
        onProgress: (bytes) => toast.info(text.exportProgress(Math.floor(bytes / 1024)), 0),
      });
      saveDownloadedFile(file);
      toast.success(text.exportDone(file.fileName));
    } catch (error) {
      // An expired session, a timeout or a network failure the API client has announced.
      showActionError(error, text.exportFailed);
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
          {exporting ? text.exporting : text.export}
        </Button>
      )}
    </ExportPermissionGate>
  );
}
