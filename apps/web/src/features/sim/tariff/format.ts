import { formatBytes, type SimTariff, onFirstUse } from '@pn/shared';

const yuan = onFirstUse(
  () => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Monthly fee in yuan: `¥30.00/月`. */
export function formatFee(fee: number): string {
  return `¥${yuan().format(fee)}/月`;
}

/** A data allowance in MB: `500 MB`, `1 GB`; 0 shows as 不含. */
export function formatDataMb(mb: number): string {
  return mb > 0 ? formatBytes(mb * 1024 * 1024) : '不含';
}

/** Data used, in KB. */
export function formatDataKb(kb: number): string {
  return kb > 0 ? formatBytes(kb * 1024) : '0 KB';
}

export function formatCount(n: number, unit: string): string {
  return n > 0 ? `${n.toLocaleString('zh-CN')} ${unit}` : '不含';
}

/** The four things a tariff includes, for side-by-side comparison. */
export const TARIFF_FIELDS = [
  { key: 'monthlyFee', label: '月费', format: (t: SimTariff) => formatFee(t.monthlyFee) },
  { key: 'dataMb', label: '流量', format: (t: SimTariff) => formatDataMb(t.dataMb) },
  { key: 'sms', label: '短信', format: (t: SimTariff) => formatCount(t.sms, '条') },
  { key: 'voiceMin', label: '语音', format: (t: SimTariff) => formatCount(t.voiceMin, '分钟') },
] as const;

/** How the target compares with the current tariff on one field: more, less or equal. */
export function compareField(
  target: SimTariff,
  current: SimTariff | null,
  key: (typeof TARIFF_FIELDS)[number]['key'],
): 'up' | 'down' | 'same' | null {
  if (!current) return null;
  const d = target[key] - current[key];
  return d > 0 ? 'up' : d < 0 ? 'down' : 'same';
}
