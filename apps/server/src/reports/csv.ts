import type { Cell, Table } from './exportTables';

/**
 * CSV as RFC 4180 says: CRLF between records, a field in double quotes when it holds a comma,
 * a quote, CR or LF, and a quote inside doubled. A UTF-8 byte-order mark leads, so Excel reads
 * names in any script as UTF-8.
 *
 * Text a spreadsheet would take for a formula (starting with =, +, -, @, a tab or CR) is
 * prefixed with an apostrophe (OWASP's advice against CSV injection): nicknames and answers are
 * typed by anyone who joins. Numbers are ours, not typed, and are written as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_BOM = '\uFEFF';

/** One field: numbers and booleans as they are, null empty, text defused and quoted as needed. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: Table): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
