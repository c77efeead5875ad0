/** Display helpers of the 设备管理 screens (China time, sizes, traffic). */

/** YYYY-MM-DD HH:mm:ss in China time, or '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const t = new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in the largest unit under 1024, one decimal. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < UNITS.length - 1) {
    n /= 1024;
    i++;
  }
  return `${i === 0 ? n : n.toFixed(1)} ${UNITS[i]}`;
}

/** The first and last characters of a SHA-256. */
export const shortHash = (h: string) => (h.length > 16 ? `${h.slice(0, 8)}…${h.slice(-8)}` : h);

export const pct = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '-';
