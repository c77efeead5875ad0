import { ExportPermissionStatus } from '@pn/shared';
import ExcelJS from 'exceljs';
import { accountIdOf } from '../src/modules/sms/sms.test-support.js';
import type { TestApp } from './helpers.js';

/** The first sheet of an exported workbook: its name and every row as text (empty cells ''). */
export async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    // Empty cells are holes (or missing at the end): read them as empty text.
    const values = row.values as unknown[];
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => String(values[i + 1] ?? '')));
  });
  return { name: sheet.name, rows };
}

/** Gives an account an approved data-export permission directly in the database. */
export async function grantExportPermission(t: TestApp, loginAccount: string) {
  await t.database.db
    .insertInto('exportPermission')
    .values({
      accountId: await accountIdOf(t, loginAccount),
      adminType: null,
      beId: '200',
      areaCode: '755',
      department: '信息中心',
      location: '广东深圳',
      applyAccount: `4a_${loginAccount}`.slice(0, 20),
      status: ExportPermissionStatus.APPROVED,
      decidedAt: new Date(),
    })
    .execute();
}
