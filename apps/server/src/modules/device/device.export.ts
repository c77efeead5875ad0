import type { Readable } from 'node:stream';
import {
  BLACKLIST_STATE_LABELS,
  DEVICE_LIMITS,
  DEVICE_ONLINE_STATE_LABELS,
  WIFI_BAND_LABELS,
  type BlacklistState,
  type DeviceFilter,
  type DeviceOnlineState,
  type WifiBand,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { DataScope } from '../../lib/scope.js';
import { attachmentDisposition, exportStamp, workbookStream } from '../../lib/xlsx.js';
import * as repo from './device.repository.js';

export { XLSX_TYPE } from '../../lib/xlsx.js';

/** The .xlsx exports of the gateway list, their Wi-Fi settings and the blacklist. */

const BATCH_SIZE = 250;

function chinaDateTime(d: Date | string | null): string {
  if (d === null) return '';
  const t = new Date(new Date(d).getTime() + 8 * 3_600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

/** `<名称>_20261122093015.xlsx` (China time), with an ASCII name for old clients. */
export function disposition(name: string, ascii: string, now = new Date()): string {
  const stamp = exportStamp(now, true);
  return attachmentDisposition(`${name}_${stamp}.xlsx`, `${ascii}_${stamp}.xlsx`);
}

const DEVICE_COLUMNS = [
  { header: '序列号', key: 'serial', width: 16 },
  { header: '终端名称', key: 'name', width: 20 },
  { header: '厂商', key: 'vendor', width: 8 },
  { header: '型号', key: 'model', width: 18 },
  { header: '固件版本', key: 'firmware', width: 16 },
  { header: 'IMEI', key: 'imei', width: 18 },
  { header: '在线状态', key: 'state', width: 8 },
  { header: 'RSRP(dBm)', key: 'rsrp', width: 10 },
  { header: 'SINR(dB)', key: 'sinr', width: 10 },
  { header: '上行速率(Mbps)', key: 'up', width: 14 },
  { header: '下行速率(Mbps)', key: 'down', width: 14 },
  { header: '接入终端数', key: 'clients', width: 10 },
  { header: '卡号(MSISDN)', key: 'msisdn', width: 14 },
  { header: 'ICCID', key: 'iccid', width: 22 },
  { header: 'DNN', key: 'dnn', width: 18 },
  { header: '分组', key: 'group', width: 14 },
  { header: '安装位置', key: 'location', width: 16 },
  { header: '最近心跳', key: 'lastHeartbeatAt', width: 20 },
] as const;

export function deviceWorkbook(db: Database, scope: DataScope, f: DeviceFilter): Readable {
  return deviceRowsWorkbook(
    '5G快线终端列表',
    repo.deviceBatches(db, scope, 'cpe', f, BATCH_SIZE, DEVICE_LIMITS.exportMax),
  );
}

/** A device list workbook of the rows `batches` yields (the 设备管理 list reuses it). */
export function deviceRowsWorkbook(
  sheetName: string,
  batches: AsyncIterable<repo.DeviceRow[]>,
): Readable {
  return workbookStream({
    sheetName,
    columns: DEVICE_COLUMNS,
    batches,
    toRow: (r) => ({
      serial: r.serial,
      name: r.name,
      vendor: r.vendor,
      model: r.model,
      firmware: r.firmware,
      imei: r.imei,
      state: DEVICE_ONLINE_STATE_LABELS[r.onlineState as DeviceOnlineState] ?? '',
      rsrp: r.rsrp ?? '',
      sinr: r.sinr ?? '',
      up: Math.round(r.upKbps / 10) / 100,
      down: Math.round(r.downKbps / 10) / 100,
      clients: r.clients,
      msisdn: r.msisdn ?? '',
      iccid: r.iccid ?? '',
      dnn: r.dnn,
      group: r.groupName ?? '',
      location: r.location,
      lastHeartbeatAt: chinaDateTime(r.lastHeartbeatAt),
    }),
  });
}

const WIFI_COLUMNS = [
  { header: '序列号', key: 'serial', width: 16 },
  { header: '终端名称', key: 'name', width: 20 },
  { header: 'Wi-Fi名称(SSID)', key: 'ssid', width: 24 },
  { header: '加密方式', key: 'encryption', width: 12 },
  { header: '频段', key: 'band', width: 10 },
  { header: '隐藏SSID', key: 'hidden', width: 10 },
  { header: '启用', key: 'enabled', width: 8 },
  { header: '更新时间', key: 'updatedAt', width: 20 },
] as const;

export function wifiWorkbook(
  db: Database,
  scope: DataScope,
  f: { keyword?: string | undefined; groupId?: number | undefined },
): Readable {
  return workbookStream({
    sheetName: 'Wi-Fi配置',
    columns: WIFI_COLUMNS,
    batches: repo.wifiBatches(db, scope, f, BATCH_SIZE, DEVICE_LIMITS.exportMax),
    toRow: (w) => ({
      serial: w.serial,
      name: w.deviceName,
      ssid: w.ssid,
      encryption: w.encryption,
      band: WIFI_BAND_LABELS[w.band as WifiBand] ?? w.band,
      hidden: w.hidden ? '是' : '否',
      enabled: w.enabled ? '是' : '否',
      updatedAt: chinaDateTime(w.updatedAt),
    }),
  });
}

const BLACKLIST_COLUMNS = [
  { header: '序列号', key: 'serial', width: 16 },
  { header: '终端名称', key: 'name', width: 20 },
  { header: 'MAC地址', key: 'mac', width: 20 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '状态', key: 'state', width: 10 },
  { header: '操作人', key: 'createdBy', width: 12 },
  { header: '加入时间', key: 'createdAt', width: 20 },
] as const;

export function blacklistWorkbook(
  db: Database,
  scope: DataScope,
  f: { deviceId?: number | undefined; keyword?: string | undefined },
): Readable {
  return workbookStream({
    sheetName: '黑名单',
    columns: BLACKLIST_COLUMNS,
    batches: repo.blacklistBatches(db, scope, f, BATCH_SIZE, DEVICE_LIMITS.exportMax),
    toRow: (b) => ({
      serial: b.serial,
      name: b.deviceName,
      mac: b.mac,
      remark: b.remark,
      state: BLACKLIST_STATE_LABELS[b.state as BlacklistState] ?? b.state,
      createdBy: b.createdByName ?? '',
      createdAt: chinaDateTime(b.createdAt),
    }),
  });
}
