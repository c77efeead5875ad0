import type { Readable } from 'node:stream';
import {
  formatDateTime,
  MARKET_DEMAND_EXPORT_MAX_ROWS,
  MARKET_DEMAND_SOURCE_LABELS,
  MARKET_DEMAND_STATUS_LABELS,
  type MarketDemandSourceKind,
  MarketDemandMessages,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import { warning } from '../../lib/errors.js';
import { attachmentDisposition, exportStamp, workbookStream } from '../../lib/xlsx.js';
import {
  countDemands,
  demandBatches,
  type DemandFilter,
  type DemandPlace,
} from './market-demand.repository.js';

export { XLSX_TYPE } from '../../lib/xlsx.js';

const BATCH_SIZE = 500;

/** The sheet's columns, headed in Chinese. */
const COLUMNS = [
  { header: '需求编号', key: 'refNo', width: 20 },
  { header: '提交时间', key: 'createTime', width: 20 },
  { header: '企业名称', key: 'companyName', width: 32 },
  { header: '省份', key: 'province', width: 12 },
  { header: '城市', key: 'city', width: 12 },
  { header: '区县', key: 'district', width: 12 },
  { header: '联系人', key: 'userName', width: 12 },
  { header: '联系电话', key: 'userTel', width: 14 },
  { header: '邮箱', key: 'userEmail', width: 28 },
  { header: '需求描述', key: 'demand', width: 60 },
  { header: '咨询来源', key: 'source', width: 28 },
  { header: '状态', key: 'status', width: 10 },
  { header: '跟进人', key: 'assignee', width: 12 },
  { header: '跟进人电话', key: 'assigneeTel', width: 14 },
] as const;

/** `产品：优享模式`, `首页`; empty for demands left before sources were kept. */
export function sourceText(kind: string | null, name: string): string {
  const label = kind ? MARKET_DEMAND_SOURCE_LABELS[kind as MarketDemandSourceKind] : undefined;
  if (!label) return '';
  return name ? `${label}：${name}` : label;
}

/**
 * The attachment header of an export made at `now`: `市场需求_20261122.xlsx` (dated in
 * China time) as the RFC 5987 name, with an ASCII name for clients that ignore it.
 */
export function exportDisposition(now = new Date()): string {
  const day = exportStamp(now, false);
  return attachmentDisposition(`市场需求_${day}.xlsx`, `market-demand_${day}.xlsx`);
}

/**
 * The matching demands as an .xlsx stream, written row by row as batches arrive from the
 * database. Refused before anything is sent when more than the export maximum match.
 *
 * Phone numbers are exported in full: exporting is reserved to accounts holding an
 * approved data-export permission, and the file exists so that the demands can be followed
 * up by phone. The list on screen keeps them masked.
 */
export async function demandWorkbook(
  db: Database,
  place: DemandPlace,
  filter: DemandFilter,
): Promise<Readable> {
  const total = await countDemands(db, place, filter);
  if (total > MARKET_DEMAND_EXPORT_MAX_ROWS) {
    throw warning(MarketDemandMessages.exportTooLarge(MARKET_DEMAND_EXPORT_MAX_ROWS));
  }
  return workbookStream({
    sheetName: '市场需求',
    columns: COLUMNS,
    batches: demandBatches(db, place, filter, BATCH_SIZE),
    toRow: (r) => ({
      refNo: r.refNo,
      createTime: formatDateTime(r.createdAt),
      companyName: r.companyName,
      province: r.companyProvince,
      city: r.companyCity,
      district: r.companyDistrict,
      userName: r.userName,
      userTel: r.userTel,
      userEmail: r.userEmail,
      demand: r.userMarketDemand,
      source: sourceText(r.sourceKind, r.sourceName),
      status: MARKET_DEMAND_STATUS_LABELS[r.status] ?? '',
      assignee: r.assigneeName ?? '',
      assigneeTel: r.assigneeTel ?? '',
    }),
  });
}
