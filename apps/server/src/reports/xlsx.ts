import type { Table } from './exportTables';

/**
 * One workbook, one sheet per table, header row bold and frozen. Cells are written as values
 * (exceljs stores text as shared strings, never formulas), so text that starts with = stays text
 * and needs none of the CSV's defusing.
 */
export async function toXlsx(tables: readonly Table[], meta: { title: string; created: Date }): Promise<Buffer> {
  // Loaded on the first export, not at start: exceljs alone is ~30 MB resident and 0.4 s of an
  // idle server's start (docs/BENCHMARKS.md), for a download a host asks for after an event.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mingle';
  workbook.title = meta.title;
  workbook.created = meta.created;
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(table.headers).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    sheet.columns.forEach((column, i) => {
      const widest = Math.max(...[table.headers[i] ?? '', ...table.rows.map((r) => r[i] ?? '')].map((v) => String(v).length));
      column.width = Math.min(Math.max(widest + 2, 8), 60);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
