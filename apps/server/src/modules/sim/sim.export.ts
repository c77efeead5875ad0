import type { Readable } from 'node:stream';
import {
  provinceName,
  SIM_LIMITS,
  SIM_STATUS_LABELS,
  SimKind,
  type SimStatusValue,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { DataScope } from '../../lib/scope.js';
import { attachmentDisposition, exportStamp, workbookStream } from '../../lib/xlsx.js';
import { cardBatches, type CardFilter } from './sim.repository.js';

export { XLSX_TYPE } from '../../lib/xlsx.js';

/**
 * Rows per database read. Small batches die young in the garbage collector instead of
 * being promoted while a batch is written: measured on a million rows, 250 kept the
 * server's peak RSS about 60 MB lower than 1,000, at the same speed.
 */
const BATCH_SIZE = 250;

const COLUMNS = [
  { header: 'ICCID', key: 'iccid', width: 24 },
  { header: 'MSISDN', key: 'msisdn', width: 14 },
  { header: 'IMSI', key: 'imsi', width: 18 },
  { header: '卡类型', key: 'kind', width: 8 },
  { header: '状态', key: 'status', width: 8 },
  { header: '资费套餐', key: 'tariffName', width: 28 },
  { header: '群组', key: 'groupName', width: 16 },
  { header: '激活时间', key: 'activatedAt', width: 20 },
  { header: '本月流量(MB)', key: 'monthDataMb', width: 14 },
  { header: '本月短信(条)', key: 'monthSms', width: 12 },
  { header: '本月语音(分钟)', key: 'monthVoiceMin', width: 14 },
  { header: '流量上限(MB)', key: 'dataCapMb', width: 12 },
  { header: '最近在线时间', key: 'lastSeenAt', width: 20 },
  { header: 'IMEI', key: 'imei', width: 18 },
  { header: '机卡绑定', key: 'imeiBound', width: 10 },
  { header: 'APN', key: 'apn', width: 12 },
  { header: '省份', key: 'province', width: 8 },
  { header: '地市区号', key: 'areaCode', width: 10 },
] as const;

/** YYYY-MM-DD HH:mm:ss in China time (a million rows: no date library per cell). */
function chinaDateTime(d: Date | string | null): string {
  if (d === null) return '';
  const t = new Date(new Date(d).getTime() + 8 * 3_600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

/**
 * The attachment header of an export made at `now`: `物联网卡列表_20261122093015.xlsx`
 * (China time; probe cards: 探针卡列表_…) as the RFC 5987 name, with an ASCII name for
 * clients that ignore it.
 */
export function exportDisposition(kind: number, now = new Date()): string {
  const stamp = exportStamp(now, true);
  const probe = kind === SimKind.PROBE;
  return attachmentDisposition(
    `${probe ? '探针卡列表' : '物联网卡列表'}_${stamp}.xlsx`,
    `${probe ? 'probe-cards' : 'sim-cards'}_${stamp}.xlsx`,
  );
}

/**
 * The matching cards, newest first, as an .xlsx stream written batch by batch as rows
 * come from the database (keyset by id), so memory stays flat for a million rows.
 */
export function simWorkbook(
  db: Database,
  scope: DataScope,
  f: CardFilter,
  max: number = SIM_LIMITS.exportMax,
): Readable {
  return workbookStream({
    sheetName: f.kind === SimKind.PROBE ? '探针卡列表' : '物联网卡列表',
    columns: COLUMNS,
    batches: cardBatches(db, scope, f, BATCH_SIZE, max),
    // No cell styles: half the work per row for a million rows (widths still apply).
    styled: false,
    toRow: (r) => ({
      iccid: r.iccid,
      msisdn: r.msisdn,
      imsi: r.imsi,
      kind: r.kind === SimKind.PROBE ? '探针卡' : '普通卡',
      status: SIM_STATUS_LABELS[r.status as SimStatusValue] ?? '',
      tariffName: r.tariffName,
      groupName: r.groupName ?? '',
      activatedAt: chinaDateTime(r.activatedAt),
      monthDataMb: Math.round((Number(r.monthDataKb) / 1024) * 100) / 100,
      monthSms: r.monthSms,
      monthVoiceMin: r.monthVoiceMin,
      dataCapMb: r.dataCapMb ?? '',
      lastSeenAt: chinaDateTime(r.lastSeenAt),
      imei: r.imei ?? '',
      imeiBound: r.imeiBound ? '已绑定' : '未绑定',
      apn: r.apn,
      province: provinceName(r.beId),
      areaCode: r.areaCode,
    }),
  });
}
