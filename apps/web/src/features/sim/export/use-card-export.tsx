import type { SimExportFormat, SimListQuery } from '@pn/shared';
import { Button, Modal, Progress, Spin } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { authApi, isApiError, saveDownloadedFile, type QueryParams } from '@/lib/api-client';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi } from '../api/sim-api';
import { formatCount, formatKb } from '../common/format';
import { simText as text } from '../common/text';
import {
  exportPercent,
  exportStarting,
  rowsReceived,
  type ExportProgress,
} from './export-progress';

const FALLBACK_NAME = (format: SimExportFormat) => `物联网卡清单.${format}`;
/** A million rows stream for a minute or two; the usual 2-minute call timeout is too short. */
const EXPORT_TIMEOUT_MS = 30 * 60_000;
/** At most this often the progress is redrawn. */
const REDRAW_MS = 150;

/**
 * The export of the filtered card list (GET icm/sim/export, .xlsx or CSV) with a progress dialog:
 * percentage and rows when the server announces the row count, the bytes received
 * otherwise; 取消导出 aborts the download. Run `start` once the export permission is
 * confirmed (ExportPermissionGate).
 */
export function useCardExport() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (query: Partial<SimListQuery>, format: SimExportFormat) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress(exportStarting(format));
    let drawnAt = 0;
    try {
      const params = { ...query, ...(format === 'xlsx' ? {} : { format }) } as QueryParams;
      const file = await authApi.download(simApi.exportPath, params, {
        fallbackName: FALLBACK_NAME(format),
        signal: abort.signal,
        timeoutMs: EXPORT_TIMEOUT_MS,
        onProgress: (received, expected) => {
          const now = Date.now();
          if (received > 0 && now - drawnAt < REDRAW_MS) return;
          drawnAt = now;
          setProgress({ format, received, expected, done: false });
        },
      });
      setProgress((p) => (p ? { ...p, received: file.blob.size, done: true } : p));
      saveDownloadedFile(file);
      toast.success(text.exportDone(file.fileName));
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') toast.info(text.exportCanceled);
      else showActionError(error, text.exportFailed);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = () => controller.current?.abort();

  const percent = progress ? exportPercent(progress) : null;
  const rows = progress ? rowsReceived(progress) : null;
  const total = progress?.expected.totalCount ?? null;

  const dialog = (
    <Modal
      open={progress !== null}
      title={text.exportTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button onClick={cancel} disabled={progress?.done}>
          {text.exportCancel}
        </Button>
      }
    >
      <div aria-live="polite">
        {percent === null ? (
          <Spin size="small" style={{ marginRight: 8 }} />
        ) : (
          <Progress percent={percent} status={progress?.done ? 'success' : 'active'} />
        )}
        <p style={{ margin: '8px 0 0', color: '#5b6b82' }}>
          {!progress || progress.received === 0
            ? text.exportPreparing
            : [
                text.exportReceived(formatKb(progress.received / 1024)),
                rows !== null && total !== null
                  ? text.exportRows(formatCount(rows), formatCount(total))
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
      </div>
    </Modal>
  );

  return { start, exporting: progress !== null, dialog };
}
