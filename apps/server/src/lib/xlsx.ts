import { Readable } from 'node:stream';
import archiver from 'archiver';

/** The content type of every .xlsx export. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The content type of the .csv exports (UTF-8 with a byte order mark). */
export const CSV_TYPE = 'text/csv; charset=utf-8';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `20261122` or, with `withTime`, `20261122093015`, in China time. */
export function exportStamp(now: Date, withTime: boolean): string {
  const t = new Date(now.getTime() + CHINA_OFFSET_MS);
  const day = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
  return withTime
    ? `${day}${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`
    : day;
}

/**
 * The attachment header of an export: the Chinese name (`市场需求_20261122.xlsx`) as the
 * RFC 5987 name, with the ASCII name for clients that ignore it.
 */
export function attachmentDisposition(name: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface SheetColumn<K extends string = string> {
  header: string;
  key: K;
  width: number;
  /**
   * The column's texts repeat (labels, names): each distinct text is written once, in the
   * workbook's shared-string table, and the cells refer to it. Leaves the sheet shorter,
   * so quicker to write and to compress (the million-card SIM sheet: 930 MB of XML down to
   * 735 MB). CSV ignores it.
   */
  shared?: boolean;
}

/** A cell: numbers are written as numbers, text as text; empty text, null and NaN as nothing. */
export type CellValue = string | number | null | undefined;

export interface TableSpec<R, K extends string> {
  columns: readonly SheetColumn<K>[];
  /** The rows, a batch at a time, as the database hands them over. */
  batches: AsyncIterable<R[]>;
  toRow: (row: R) => Record<K, CellValue>;
}

export interface WorkbookSpec<R, K extends string> extends TableSpec<R, K> {
  sheetName: string;
}

// ---------------------------------------------------------------------------------------
// Sheet XML

/**
 * Characters XML text cannot hold as they are: escaped (a carriage return too, which XML
 * readers would otherwise turn into a line feed), or, control characters, dropped.
 */
// eslint-disable-next-line no-control-regex
const XML_UNSAFE = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex
const XML_UNSAFE_ALL = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};
const xmlEntity = (ch: string) => XML_ENTITIES[ch] ?? '';

/** Text as XML element content (quotes need no escaping there). */
export function escapeXml(s: string): string {
  return XML_UNSAFE.test(s) ? s.replace(XML_UNSAFE_ALL, xmlEntity) : s;
}

const escapeAttr = (s: string) => escapeXml(s).replace(/"/g, '&quot;');

/** The most characters Excel keeps in one cell. */
const CELL_TEXT_MAX = 32_767;

/** `A`, `B`, … `Z`, `AA`, … for a 0-based column index. */
function columnName(i: number): string {
  let name = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A name Excel takes for a sheet: at most 31 characters, none of : \ / ? * [ ], no
 * apostrophe at either end, not empty.
 */
function safeSheetName(name: string): string {
  const safe = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .replace(/^'+|'+$/g, '');
  return safe.trim() ? safe : 'Sheet1';
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * Text as a `<t>` element, escaped; with a space (or tab, line break) at either end, marked
 * to keep it (Excel would drop it otherwise).
 */
export function textElement(text: string): string {
  const edge = Math.min(text.charCodeAt(0), text.charCodeAt(text.length - 1));
  return `${edge <= 32 ? '<t xml:space="preserve">' : '<t>'}${escapeXml(text)}</t>`;
}

/** The most distinct texts in the shared-string table, and the longest text put there. */
const SHARED_MAX = 20_000;
const SHARED_TEXT_MAX = 255;

/**
 * The workbook's shared-string table (xl/sharedStrings.xml), filled as the sheet is
 * written and written after it. Bounded: once full, new texts are written inline.
 */
class SharedStrings {
  private readonly index = new Map<string, number>();

  /** The index of `text`, added when new; -1 when it does not go into the table. */
  indexOf(text: string): number {
    const i = this.index.get(text);
    if (i !== undefined) return i;
    if (this.index.size >= SHARED_MAX || text.length > SHARED_TEXT_MAX) return -1;
    this.index.set(text, this.index.size);
    return this.index.size - 1;
  }

  xml(): string {
    let s = `${XML_HEAD}<sst xmlns="${NS_MAIN}" uniqueCount="${this.index.size}">`;
    for (const text of this.index.keys()) s += `<si>${textElement(text)}</si>`;
    return `${s}</sst>`;
  }
}

/**
 * Writes rows as `<row>` elements: numbers as numbers, text as inline strings (nothing to
 * keep in memory) or, in shared columns, as references to the shared-string table; empty
 * cells left out.
 */
class RowWriter {
  /** `<c r="B` for each column: the cell reference is completed with the row number. */
  private readonly refs: string[];
  private readonly keys: string[];
  /** Per column: its texts go to the shared-string table. */
  private readonly shared: boolean[];

  constructor(
    columns: readonly SheetColumn[],
    private readonly strings: SharedStrings,
  ) {
    this.keys = columns.map((c) => c.key);
    this.shared = columns.map((c) => c.shared === true);
    this.refs = columns.map((_, i) => `<c r="${columnName(i)}`);
  }

  /** Row `n` of the data. */
  row(n: number, values: Record<string, CellValue>): string {
    return this.cells(n, values, '', this.shared);
  }

  /** The header row: bold (style 1), every text inline. */
  header(values: Record<string, CellValue>): string {
    return this.cells(1, values, ' s="1"', []);
  }

  private cells(
    n: number,
    values: Record<string, CellValue>,
    style: string,
    shared: readonly boolean[],
  ): string {
    const rn = String(n);
    let s = `<row r="${rn}">`;
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      const v = values[keys[i]!];
      if (typeof v === 'number') {
        if (Number.isFinite(v)) s += `${this.refs[i]}${rn}"${style}><v>${v}</v></c>`;
      } else if (v !== null && v !== undefined && v !== '') {
        let text = String(v);
        if (text.length > CELL_TEXT_MAX) text = text.slice(0, CELL_TEXT_MAX);
        const index = shared[i] ? this.strings.indexOf(text) : -1;
        s +=
          index >= 0
            ? `${this.refs[i]}${rn}"${style} t="s"><v>${index}</v></c>`
            : `${this.refs[i]}${rn}"${style} t="inlineStr"><is>${textElement(text)}</is></c>`;
      }
    }
    return `${s}</row>`;
  }
}

/**
 * Text written is handed on, encoded, once it reaches this many characters, whatever the
 * batch size. The sheet goes to the compressor in larger pieces: each piece is a hand-over
 * to the zlib thread, and on the million-card export 128K pieces made it about a tenth
 * faster than 32K ones (which suit the CSV better).
 */
const SHEET_CHUNK_CHARS = 131_072;
const CSV_CHUNK_CHARS = 32_768;

/** Sheet XML: head, column widths and header row first, then the rows in chunks. */
async function* sheetXml<R, K extends string>(
  spec: WorkbookSpec<R, K>,
  strings: SharedStrings,
): AsyncGenerator<Buffer> {
  const writer = new RowWriter(spec.columns, strings);
  const cols = spec.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = Object.fromEntries(spec.columns.map((c) => [c.key, c.header]));
  yield Buffer.from(
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
      writer.header(header),
  );
  let n = 1;
  for await (const rows of spec.batches) {
    let s = '';
    for (const r of rows) {
      s += writer.row(++n, spec.toRow(r));
      if (s.length >= SHEET_CHUNK_CHARS) {
        yield Buffer.from(s);
        s = '';
      }
    }
    if (s) yield Buffer.from(s);
  }
  yield Buffer.from('</sheetData></worksheet>');
}

const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * The fixed parts of a one-sheet workbook, naming the shared-string table when it has one
 * (written after the sheet); styles: 0 plain, 1 bold.
 */
function workbookParts(sheetName: string, withStrings: boolean): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      (withStrings
        ? `<Override PartName="/${SHARED_STRINGS}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`
        : '') +
      '</Types>',
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      `<sheets><sheet name="${escapeAttr(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
      (withStrings
        ? `<Relationship Id="rId3" Type="${NS_REL}/sharedStrings" Target="sharedStrings.xml"/>`
        : '') +
      '</Relationships>',
    'xl/styles.xml':
      `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
      '<fonts count="2">' +
      '<font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>' +
      '<font><b/><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>' +
      '</fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  };
}

// ---------------------------------------------------------------------------------------
// Zip container (archiver)

/**
 * Deflate level of every part. Measured on the million-card SIM export: level 1 keeps the
 * file about 10% larger than level 6 at well over twice the speed.
 */
const DEFLATE_LEVEL = 1;
/** Output chunk of the compressor: fewer, larger chunks through the streams behind it. */
const DEFLATE_CHUNK = 64 * 1024;
/**
 * What the zip stream buffers, each side, before it holds back (archiver's default is
 * 1 MB): with this, a client that stops reading stops the database reads within about a
 * thousand rows of the SIM export, not tens of thousands.
 */
const ZIP_BUFFER = 64 * 1024;

/**
 * One sheet as an .xlsx stream, written batch by batch as rows arrive, so memory stays flat
 * whatever the row count: the sheet XML is written directly and deflated as it goes, then
 * the shared-string table of the shared columns (bounded). Back-pressure runs all the
 * way: a client that does not read stops the compressor, which stops the sheet, which
 * stops reading the database. The client going away (the stream destroyed) ends the
 * reads; a failure reading rows fails the stream, so that a download cut short is never a
 * valid file.
 */
export function workbookStream<R, K extends string>(spec: WorkbookSpec<R, K>): Readable {
  const zip = archiver('zip', {
    zlib: { level: DEFLATE_LEVEL, chunkSize: DEFLATE_CHUNK },
    highWaterMark: ZIP_BUFFER,
  });
  const withStrings = spec.columns.some((c) => c.shared);
  for (const [name, xml] of Object.entries(workbookParts(spec.sheetName, withStrings)))
    zip.append(Buffer.from(xml), { name });
  const strings = new SharedStrings();
  const sheet = Readable.from(sheetXml(spec, strings), { objectMode: false });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  sheet.once('error', (err) => zip.destroy(err));
  sheet.once('end', () => {
    // The table is complete once the sheet is.
    if (withStrings) zip.append(Buffer.from(strings.xml()), { name: SHARED_STRINGS });
    // Failures reach the reader through the stream itself.
    zip.finalize().catch(() => {});
  });
  zip.once('close', () => sheet.destroy());
  return zip;
}

// ---------------------------------------------------------------------------------------
// CSV

/** Text a spreadsheet would run as a formula (or that starts with a control character). */
const FORMULA_START = /^[=+\-@\t\r]/;
const CSV_QUOTE = /[",\r\n]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes
 * doubled. Text that a spreadsheet would take for a formula gets a leading apostrophe
 * (CSV injection); numbers are written as they are.
 */
export function csvField(v: CellValue): string {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (v === null || v === undefined || v === '') return '';
  let s = String(v);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return CSV_QUOTE.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

async function* csvChunks<R, K extends string>(spec: TableSpec<R, K>): AsyncGenerator<Buffer> {
  const keys = spec.columns.map((c) => c.key);
  // The byte order mark makes Excel read the file as UTF-8 (Chinese text).
  yield Buffer.from(`\ufeff${spec.columns.map((c) => csvField(c.header)).join(',')}\r\n`);
  for await (const rows of spec.batches) {
    let s = '';
    for (const r of rows) {
      const values = spec.toRow(r);
      let line = csvField(values[keys[0]!]);
      for (let i = 1; i < keys.length; i++) line += `,${csvField(values[keys[i]!])}`;
      s += `${line}\r\n`;
      if (s.length >= CSV_CHUNK_CHARS) {
        yield Buffer.from(s);
        s = '';
      }
    }
    if (s) yield Buffer.from(s);
  }
}

/**
 * The same table as a CSV stream (UTF-8 with BOM, CRLF lines, RFC 4180 quoting), batch by
 * batch as rows arrive, with back-pressure: a client that reads slowly stops the reads.
 */
export function csvStream<R, K extends string>(spec: TableSpec<R, K>): Readable {
  return Readable.from(csvChunks(spec), { objectMode: false });
}
