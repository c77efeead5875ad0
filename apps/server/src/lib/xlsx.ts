import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The content type of every .xlsx export. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `20261122` or, with `withTime`, `20261122093015`, in China time. */
export function exportStamp(now: Date, withTime: boolean): string {
  const t = new Date(now.getTime() + CHINA_OFFSET_MS);
  const day = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
  return withTime
    ? `${day}${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`
    : day;
}

/**
 * The attachment header of an export: the Chinese name (`市场需求_20261122.xlsx`) as the
 * RFC 5987 name, with the ASCII name for clients that ignore it.
 */
export function attachmentDisposition(name: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface SheetColumn<K extends string = string> {
  header: string;
  key: K;
  width: number;
}

export interface WorkbookSpec<R, K extends string> {
  sheetName: string;
  columns: readonly SheetColumn<K>[];
  /** The rows, a batch at a time, as the database hands them over. */
  batches: AsyncIterable<R[]>;
  toRow: (row: R) => Record<K, string | number>;
  /**
   * Bold header row. Off for the largest exports: without cell styles each row costs half
   * the work (column widths still apply).
   */
  styled?: boolean;
}

/** Uncompressed sheet data allowed to wait for the zip stream before reading on. */
const MAX_PENDING_BYTES = 2 * 1024 * 1024;

type SheetWriter = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

/** Stream internals common to Node's streams and the readable-stream copies ExcelJS uses. */
interface StreamStates {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
}

/**
 * Bytes of sheet XML written but not yet taken by the zip compressor. ExcelJS pushes the
 * sheet into the zip stream ignoring back-pressure, so whatever the compressor (or a slow
 * download behind it) has not consumed piles up in memory; the writer checks this after
 * each batch and waits before reading more rows.
 */
function pendingBytes(sheet: SheetWriter): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: StreamStates[] } }).stream?.pipes;
  return (pipes ?? []).reduce(
    (n, w) => n + (w._writableState?.length ?? 0) + (w._readableState?.length ?? 0),
    0,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One sheet as an .xlsx stream, written batch by batch as rows arrive, so memory stays flat
 * whatever the row count. Stops reading when the client goes away; a failure once the
 * response streams can only cut it short.
 */
export function workbookStream<R, K extends string>(spec: WorkbookSpec<R, K>): Readable {
  const out = new PassThrough();
  const styled = spec.styled ?? true;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: styled,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.sheetName);
  sheet.columns = spec.columns.map((c) => ({ ...c }));
  if (styled) sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for await (const rows of spec.batches) {
      if (out.destroyed) return;
      for (const r of rows) sheet.addRow(spec.toRow(r)).commit();
      while (!out.destroyed && pendingBytes(sheet) > MAX_PENDING_BYTES) await sleep(5);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
