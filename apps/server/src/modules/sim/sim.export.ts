import type { Readable } from 'node:stream';
import {
  provinceName,
  SIM_LIMITS,
  SIM_STATUS_LABELS,
  SimKind,
  type SimExportFormat,
  type SimStatusValue,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { DataScope } from '../../lib/scope.js';
import {
  attachmentDisposition,
  CSV_TYPE,
  csvStream,
  exportStamp,
  workbookStream,
  XLSX_TYPE,
} from '../../lib/xlsx.js';
import { cardBatches, type CardFilter, type ExportCardRow } from './sim.repository.js';

/** The content type of each export format. */
export const EXPORT_TYPES: Record<SimExportFormat, string> = { xlsx: XLSX_TYPE, csv: CSV_TYPE };

/**
 * Rows per database read (keyset by id); SIM_EXPORT_BATCH overrides it (benchmarks).
 * Measured on the million-card export: with a quarter of the round trips, 1,000 rows a
 * read took the CSV about a sixth less server time than 250, at the same peak memory.
 */
const BATCH_SIZE = Number(process.env.SIM_EXPORT_BATCH) || 1000;

const COLUMNS = [
  { header: 'ICCID', key: 'iccid', width: 24 },
  { header: 'MSISDN', key: 'msisdn', width: 14 },
  { header: 'IMSI', key: 'imsi', width: 18 },
  { header: '卡类型', key: 'kind', width: 8, shared: true },
  { header: '状态', key: 'status', width: 8, shared: true },
  { header: '资费套餐', key: 'tariffName', width: 28, shared: true },
  { header: '群组', key: 'groupName', width: 16, shared: true },
  { header: '激活时间', key: 'activatedAt', width: 20 },
  { header: '本月流量(MB)', key: 'monthDataMb', width: 14 },
  { header: '本月短信(条)', key: 'monthSms', width: 12 },
  { header: '本月语音(分钟)', key: 'monthVoiceMin', width: 14 },
  { header: '流量上限(MB)', key: 'dataCapMb', width: 12 },
  { header: '最近在线时间', key: 'lastSeenAt', width: 20 },
  { header: 'IMEI', key: 'imei', width: 18 },
  { header: '机卡绑定', key: 'imeiBound', width: 10, shared: true },
  { header: 'APN', key: 'apn', width: 12, shared: true },
  { header: '省份', key: 'province', width: 8, shared: true },
  { header: '地市区号', key: 'areaCode', width: 10, shared: true },
] as const;

/**
 * The attachment header of an export made at `now`: `物联网卡列表_20261122093015.xlsx`
 * (China time; probe cards: 探针卡列表_…; `.csv` for the CSV format) as the RFC 5987
 * name, with an ASCII name for clients that ignore it.
 */
export function exportDisposition(
  kind: number,
  now = new Date(),
  format: SimExportFormat = 'xlsx',
): string {
  const stamp = exportStamp(now, true);
  const probe = kind === SimKind.PROBE;
  return attachmentDisposition(
    `${probe ? '探针卡列表' : '物联网卡列表'}_${stamp}.${format}`,
    `${probe ? 'probe-cards' : 'sim-cards'}_${stamp}.${format}`,
  );
}

/** One card as a row of the export. */
function toRow(r: ExportCardRow) {
  return {
    iccid: r.iccid,
    msisdn: r.msisdn,
    imsi: r.imsi,
    kind: r.kind === SimKind.PROBE ? '探针卡' : '普通卡',
    status: SIM_STATUS_LABELS[r.status as SimStatusValue] ?? '',
    tariffName: r.tariff,
    groupName: r.group ?? '',
    activatedAt: r.activated ?? '',
    monthDataMb: Math.round((Number(r.datakb) / 1024) * 100) / 100,
    monthSms: r.sms,
    monthVoiceMin: r.voice,
    dataCapMb: r.cap ?? '',
    lastSeenAt: r.seen ?? '',
    imei: r.imei ?? '',
    imeiBound: r.bound ? '已绑定' : '未绑定',
    apn: r.apn,
    province: provinceName(r.beid),
    areaCode: r.area,
  };
}

export interface SimExportOptions {
  format?: SimExportFormat;
  /** Rows in all (default SIM_LIMITS.exportMax). */
  max?: number;
  /** Rows per database read (default SIM_EXPORT_BATCH, else 1,000). */
  batchSize?: number;
}

/**
 * The matching cards, newest first, as an .xlsx (default) or CSV stream written batch by
 * batch as rows come from the database (keyset by id), so memory stays flat for a million
 * rows.
 */
export function simExport(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  { format = 'xlsx', max = SIM_LIMITS.exportMax, batchSize = BATCH_SIZE }: SimExportOptions = {},
): Readable {
  const table = { columns: COLUMNS, batches: cardBatches(db, scope, f, batchSize, max), toRow };
  if (format === 'csv') return csvStream(table);
  return workbookStream({
    ...table,
    sheetName: f.kind === SimKind.PROBE ? '探针卡列表' : '物联网卡列表',
  });
}
