import { formatBytes } from '@pn/shared';

/** A percentage with two decimals, or - when nothing was reported. */
export const pct = (v: number | null | undefined) => (v == null ? '-' : `${v.toFixed(2)}%`);
export const ms = (v: number | null | undefined) => (v == null ? '-' : `${v.toFixed(1)} ms`);
export const bytes = (v: number | null | undefined) => (v == null ? '-' : formatBytes(v));
export const count = (n: number) => n.toLocaleString('zh-CN');
