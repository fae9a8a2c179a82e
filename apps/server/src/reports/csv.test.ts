import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/csvParse';
import { CSV_BOM, csvField, toCsv } from './csv';
import { attachmentHeader, downloadName } from './downloadName';

describe('CSV (RFC 4180) without formulas', () => {
  it('quotes fields with commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(true)).toBe('true');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('defuses text a spreadsheet would run: %j', (text) => {
    expect(csvField(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
  });

  it('writes a table that parses back to the same rows, numbers as written', () => {
    const csv = toCsv({
      name: 'T',
      headers: ['Name', 'Score'],
      rows: [
        ['Ada, "the first"', 3],
        ['=cmd', -2],
        [null, 0],
      ],
    });
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['Name', 'Score'],
      ['Ada, "the first"', '3'],
      ["'=cmd", '-2'],
      ['', '0'],
    ]);
  });
});

describe('download names', () => {
  const at = new Date('2025-03-01T23:30:00Z');

  it('name the event and its date, without characters file systems refuse', () => {
    expect(downloadName('Friday quiz', at, 'answers', 'csv')).toBe('Friday quiz 2025-03-01 answers.csv');
    expect(downloadName(' a/b:c*?"<>|\\ \u0000\u202e', at, 'report', 'xlsx')).toBe('a b c 2025-03-01 report.xlsx');
    expect(downloadName('', at, 'report', 'xlsx')).toBe('Event 2025-03-01 report.xlsx');
  });

  it('send an ASCII name and the exact UTF-8 name (RFC 6266, RFC 5987)', () => {
    const header = attachmentHeader('Café "été" 100% 2025-03-01 participants.csv');
    expect(header).toBe(
      'attachment; filename="Caf_ __t__ 100_ 2025-03-01 participants.csv"; ' +
        "filename*=UTF-8''Caf%C3%A9%20%22%C3%A9t%C3%A9%22%20100%25%202025-03-01%20participants.csv",
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Café "été" 100% 2025-03-01 participants.csv');
  });
});
