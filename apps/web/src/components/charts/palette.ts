/** The console's chart colours, in series order (brand blue first). */
export const CHART_COLORS = [
  '#1f6fff',
  '#14b8a6',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#64748b',
  '#0ea5e9',
] as const;

/** Axis and grid lines, labels. */
export const CHART_AXIS = { line: '#d9e1ec', label: '#5b6b82', split: '#eef2f7' } as const;
