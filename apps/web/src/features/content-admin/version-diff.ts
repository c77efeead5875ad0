import { ContentState, parseNet5gContent, parseServiceContent, productOf } from '@pn/shared';
import { adminText as text } from './content';
import type { FieldFormat, RecordField } from './kinds';

/** One field of a version next to the same field of the record now. */
export interface FieldComparison {
  key: string;
  label: string;
  format: FieldFormat;
  /** Readable text of the version's value ('' when empty). */
  before: string;
  /** Readable text of the current value; undefined when the record is not loaded. */
  after: string | undefined;
  changed: boolean;
}

interface RowValue {
  title?: unknown;
  description?: unknown;
  url?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A field value as an editor reads it: rows and items one per line, states in words. */
export function readableValue(format: FieldFormat, value: unknown): string {
  switch (format) {
    case 'rows':
      return (Array.isArray(value) ? (value as RowValue[]) : [])
        .map((row, i) => {
          const description = str(row.description) ? `：${str(row.description)}` : '';
          const url = str(row.url) ? `（${str(row.url)}）` : '';
          return `${i + 1}. ${str(row.title)}${description}${url}`;
        })
        .join('\n');
    case 'services':
      return parseServiceContent(str(value))
        .map((item) => `${productOf(item.code)?.name ?? item.code}：${item.desc}`)
        .join('\n');
    case 'net5g':
      return parseNet5gContent(str(value))
        .map((item) => `${item.checked ? '☑' : '☐'} ${item.desc}`)
        .join('\n');
    case 'state':
      if (value === ContentState.PUBLISHED) return text.published;
      return value === ContentState.DRAFT ? text.draft : '';
    case 'flag':
      if (typeof value !== 'boolean') return '';
      return value ? text.authorized : text.unauthorized;
    case 'text':
    case 'picture':
      return typeof value === 'number' ? String(value) : str(value);
  }
}

/**
 * Each field of a version beside the record as it is now, marking the ones that differ.
 * Without the current record (still loading, or gone) nothing is marked.
 */
export function compareVersion(
  fields: readonly RecordField[],
  snapshot: Readonly<Record<string, unknown>>,
  current: object | undefined,
): FieldComparison[] {
  const now = current as Readonly<Record<string, unknown>> | undefined;
  return fields.map((field) => {
    const before = readableValue(field.format, snapshot[field.key]);
    const after = now ? readableValue(field.format, now[field.key]) : undefined;
    return { ...field, before, after, changed: after !== undefined && before !== after };
  });
}
