import type { Readable } from 'node:stream';
import { parseString } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvStream,
  escapeXml,
  textElement,
  workbookStream,
  type CellValue,
  type SheetColumn,
} from './xlsx.js';

type Key = 'name' | 'label' | 'amount';
type Row = Record<Key, CellValue>;

const COLUMNS: SheetColumn<Key>[] = [
  { header: '名称', key: 'name', width: 20 },
  { header: '标签', key: 'label', width: 10, shared: true },
  { header: '金额', key: 'amount', width: 10 },
];

async function* batchesOf<R>(rows: R[], size: number): AsyncGenerator<R[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

function workbookOf(rows: Row[], sheetName = '测试', batchSize = 7) {
  return workbookStream({
    sheetName,
    columns: COLUMNS,
    batches: batchesOf(rows, batchSize),
    toRow: (r: Row) => r,
  });
}

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** Every row of a CSV text, parsed by fast-csv (RFC 4180). */
function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text)
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

/** Text that XML, CSV or a spreadsheet could mistake for markup, quoting or a formula. */
const TRICKY: Row[] = [
  { name: 'A&B <c> "d" \'e\'', label: '甲&乙<丙>', amount: 1.5 },
  { name: '  前后空格  ', label: ' 标签 ', amount: -2 },
  { name: '控制\u0001字符\u001f与\ufffe', label: '\u0007铃', amount: 0 },
  { name: '换行\n制表\t回车\r结束', label: '普通', amount: 123456789.25 },
  { name: '=1+2', label: '@SUM(A1)', amount: null },
  { name: '', label: null, amount: Number.NaN },
  { name: '+86 138', label: '-减号', amount: undefined },
];

describe('escapeXml', () => {
  it('escapes markup and carriage returns, drops what XML cannot hold', () => {
    expect(escapeXml('a & b < c > d')).toBe('a &amp; b &lt; c &gt; d');
    expect(escapeXml('"quotes" \'stay\'')).toBe('"quotes" \'stay\'');
    expect(escapeXml('x\u0000\u0001\u0008\u000b\u000c\u000e\u001f\ufffe\uffffy')).toBe('xy');
    expect(escapeXml('tab\tline\nfeed')).toBe('tab\tline\nfeed');
    expect(escapeXml('cr\r\n')).toBe('cr&#13;\n');
    expect(escapeXml('中文 plain')).toBe('中文 plain');
  });
});

describe('textElement', () => {
  it('keeps spaces at either end, and only marks the text that has them', () => {
    expect(textElement('a b')).toBe('<t>a b</t>');
    expect(textElement(' a')).toBe('<t xml:space="preserve"> a</t>');
    expect(textElement('a ')).toBe('<t xml:space="preserve">a </t>');
    expect(textElement('\ta\n')).toBe('<t xml:space="preserve">\ta\n</t>');
    expect(textElement('<&>')).toBe('<t>&lt;&amp;&gt;</t>');
  });
});

describe('workbookStream', () => {
  it('reads back in Excel terms: header, text exactly, numbers as numbers, empties empty', async () => {
    const sheet = await sheetOf(await bytesOf(workbookOf(TRICKY)));
    expect(sheet.name).toBe('测试');
    expect(sheet.getRow(1).values).toEqual([undefined, '名称', '标签', '金额']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.rowCount).toBe(TRICKY.length + 1);

    const text = (ref: string) => sheet.getCell(ref).value;
    expect(text('A2')).toBe('A&B <c> "d" \'e\'');
    expect(text('B2')).toBe('甲&乙<丙>');
    expect(text('A3')).toBe('  前后空格  ');
    expect(text('B3')).toBe(' 标签 ');
    expect(text('A4')).toBe('控制字符与');
    expect(text('B4')).toBe('铃');
    expect(text('A5')).toBe('换行\n制表\t回车\r结束');
    // Text stays text: no formula is made of it.
    expect(sheet.getCell('A6').type).toBe(ExcelJS.ValueType.String);
    expect(text('A6')).toBe('=1+2');
    expect(text('B6')).toBe('@SUM(A1)');
    expect(text('A8')).toBe('+86 138');

    for (const [ref, value] of [
      ['C2', 1.5],
      ['C3', -2],
      ['C4', 0],
      ['C5', 123456789.25],
    ] as const) {
      expect(sheet.getCell(ref).type, ref).toBe(ExcelJS.ValueType.Number);
      expect(text(ref), ref).toBe(value);
    }
    // '', null, NaN and undefined leave the cell empty.
    for (const ref of ['C6', 'A7', 'B7', 'C7', 'C8']) expect(text(ref), ref).toBeNull();
  });

  it('keeps every row across batches and chunks, past the shared-string table limit', async () => {
    // 25,000 distinct labels: more than the table holds, so later ones are written inline.
    const rows: Row[] = Array.from({ length: 25_000 }, (_, i) => ({
      name: `卡${i}`,
      label: i % 2 ? `标签${i}` : '相同',
      amount: i,
    }));
    const sheet = await sheetOf(await bytesOf(workbookOf(rows, '大表', 997)));
    expect(sheet.rowCount).toBe(rows.length + 1);
    const got: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) got.push(row.values);
    });
    expect(got).toEqual(rows.map((r) => [undefined, r.name, r.label, r.amount]));
  });

  it('names the sheet as Excel allows', async () => {
    const nameOf = async (name: string) =>
      (await sheetOf(await bytesOf(workbookOf([], name)))).name;
    expect(await nameOf('a:b/c?d*e[f]g\\h')).toBe('a b c d e f g h');
    expect(await nameOf('物联网卡列表'.repeat(8))).toBe('物联网卡列表'.repeat(8).slice(0, 31));
    expect(await nameOf("'引号'")).toBe('引号');
    expect(await nameOf('A&B <x> "y"')).toBe('A&B <x> "y"');
    expect(await nameOf('')).toBe('Sheet1');
    expect(await nameOf('[]')).toBe('Sheet1');
  });

  it('fails the stream when reading rows fails', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield TRICKY;
      throw new Error('database went away');
    }
    const stream = workbookStream({
      sheetName: 'x',
      columns: COLUMNS,
      batches: failing(),
      toRow: (r: Row) => r,
    });
    await expect(bytesOf(stream)).rejects.toThrow('database went away');
  });
});

/** Rows a batch at a time for ever, counting the batches taken and noting when stopped. */
function endless() {
  const state = { pulled: 0, stopped: false };
  async function* batches(): AsyncGenerator<Row[]> {
    try {
      for (let n = 0; ; n++) {
        state.pulled++;
        // Rows that differ, so they do not compress to nothing.
        yield Array.from({ length: 100 }, (_, i) => ({
          name: `898604${((n * 100 + i) * 2_654_435_761) % 10 ** 14}`,
          label: `标签${i % 7}`,
          amount: n * 100 + i,
        }));
      }
    } finally {
      state.stopped = true;
    }
  }
  return { state, batches: batches() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The batches taken once the count has stood still for 200 ms (at most 5 s). */
async function settled(state: { pulled: number }): Promise<number> {
  let last = -1;
  for (let i = 0; i < 50 && state.pulled !== last; i++) {
    last = state.pulled;
    await sleep(200);
  }
  return state.pulled;
}

describe.each([
  [
    'xlsx',
    (batches: AsyncIterable<Row[]>) =>
      workbookStream({ sheetName: 'x', columns: COLUMNS, batches, toRow: (r: Row) => r }),
  ],
  [
    'csv',
    (batches: AsyncIterable<Row[]>) =>
      csvStream({ columns: COLUMNS, batches, toRow: (r: Row) => r }),
  ],
])('%s back-pressure', (_format, open) => {
  it('stops taking rows while nobody reads, and for good once destroyed', async () => {
    const { state, batches } = endless();
    const stream = open(batches);
    stream.once('data', () => stream.pause());
    const taken = await settled(state);
    // A bounded read-ahead: the buffers between the rows and the reader, no more.
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(500);
    await sleep(300);
    expect(state.pulled).toBe(taken);
    expect(state.stopped).toBe(false);

    stream.destroy();
    await sleep(50);
    expect(state.stopped).toBe(true);
    expect(state.pulled).toBe(taken);
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain 中文')).toBe('plain 中文');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('  spaces  ')).toBe('  spaces  ');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+86')).toBe("'+86");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes numbers as they are and nothing for empty values', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(1.25)).toBe('1.25');
    expect(csvField(0)).toBe('0');
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, ''])
      expect(csvField(v)).toBe('');
  });
});

describe('csvStream', () => {
  it('is UTF-8 with a byte order mark, CRLF lines and fields a CSV reader reads back', async () => {
    const body = await bytesOf(
      csvStream({ columns: COLUMNS, batches: batchesOf(TRICKY, 3), toRow: (r: Row) => r }),
    );
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.subarray(3).toString('utf8');
    expect(text.startsWith('名称,标签,金额\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break outside a quoted field is CRLF.
    expect(text.replace(/"[^"]*"/g, '').match(/\r?\n/g)).toEqual(
      Array(TRICKY.length + 1).fill('\r\n'),
    );
    expect(await parseCsv(text)).toEqual([
      ['名称', '标签', '金额'],
      ['A&B <c> "d" \'e\'', '甲&乙<丙>', '1.5'],
      ['  前后空格  ', ' 标签 ', '-2'],
      ['控制\u0001字符\u001f与\ufffe', '\u0007铃', '0'],
      ['换行\n制表\t回车\r结束', '普通', '123456789.25'],
      ["'=1+2", "'@SUM(A1)", ''],
      ['', '', ''],
      ["'+86 138", "'-减号", ''],
    ]);
  });

  it('fails the stream when reading rows fails', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield TRICKY;
      throw new Error('database went away');
    }
    const stream = csvStream({ columns: COLUMNS, batches: failing(), toRow: (r: Row) => r });
    await expect(bytesOf(stream)).rejects.toThrow('database went away');
  });
});
