import { formatBytes, RSRP_BUCKETS, type RsrpBucket, onFirstUse } from '@pn/shared';
import dayjs from 'dayjs';

const countFormat = onFirstUse(() => new Intl.NumberFormat('zh-CN'));

/** An integer count with thousands separators, '-' for none. */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '-' : countFormat().format(n);
}

/** Bytes as B / KB / MB / GB / TB, 0 B for nothing. */
export function formatTraffic(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 B';
  return formatBytes(bytes, 2).replace('Bytes', 'B');
}

/** A throughput in kbit/s as kbps, Mbps or Gbps (one decimal above kbps). */
export function formatRate(kbps: number | null | undefined): string {
  if (kbps === null || kbps === undefined || !Number.isFinite(kbps) || kbps <= 0) return '0 kbps';
  if (kbps < 1000) return `${Math.round(kbps)} kbps`;
  if (kbps < 1_000_000) return `${(kbps / 1000).toFixed(1)} Mbps`;
  return `${(kbps / 1_000_000).toFixed(2)} Gbps`;
}

/** An ISO timestamp as YYYY-MM-DD HH:mm:ss, or '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : '-';
}

/** How long ago, in words (刚刚, 5分钟前, 3小时前, 2天前), or '从未上报'. */
export function formatAgo(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '从未上报';
  const ms = now - Date.parse(iso);
  if (!Number.isFinite(ms)) return '-';
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return '刚刚';
  if (s < 3600) return `${Math.floor(s / 60)}分钟前`;
  if (s < 86_400) return `${Math.floor(s / 3600)}小时前`;
  return `${Math.floor(s / 86_400)}天前`;
}

/** The overview's signal bucket of an RSRP (dBm), null before the first heartbeat. */
export function rsrpBucketOf(
  rsrp: number | null | undefined,
): (typeof RSRP_BUCKETS)[number] | null {
  if (rsrp === null || rsrp === undefined || !Number.isFinite(rsrp)) return null;
  return RSRP_BUCKETS.find((b) => rsrp >= b.min) ?? RSRP_BUCKETS[RSRP_BUCKETS.length - 1]!;
}

/** Colours of the signal buckets, best to worst. */
export const RSRP_BUCKET_COLORS: Readonly<Record<RsrpBucket, string>> = {
  excellent: '#16a34a',
  good: '#14b8a6',
  fair: '#f59e0b',
  poor: '#f97316',
  bad: '#ef4444',
};

/** The short word of a signal bucket (极好, 好, 中, 差, 极差). */
export function rsrpWord(rsrp: number | null | undefined): string {
  const bucket = rsrpBucketOf(rsrp);
  return bucket ? bucket.label.replace(/\(.*$/, '') : '无信号数据';
}
