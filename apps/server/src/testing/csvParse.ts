/**
 * A strict RFC 4180 reader for tests: records end in CRLF, quoted fields may hold anything with
 * quotes doubled, and anything else (a bare quote, a lone LF) is an error rather than a guess.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const endField = (value: string) => {
    record.push(value);
    if (text[i] === ',') return void i++;
    if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      return void (i += 2);
    }
    throw new Error(`unexpected ${JSON.stringify(text[i] ?? 'end')} at ${i}`);
  };
  while (i < text.length) {
    if (text[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new Error('unterminated quoted field');
        value += text.slice(i, q);
        i = q + 1;
        if (text[i] !== '"') break;
        value += '"';
        i++;
      }
      endField(value);
    } else {
      const end = text.slice(i).search(/,|\r\n/);
      if (end < 0) throw new Error('the last record must end with CRLF');
      const value = text.slice(i, i + end);
      if (/["\r\n]/.test(value)) throw new Error(`a bare quote or line break in ${JSON.stringify(value)}`);
      i += end;
      endField(value);
    }
  }
  return records;
}
