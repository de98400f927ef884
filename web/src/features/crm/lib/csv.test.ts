import { describe, expect, it } from 'vitest';
import { parseCsv, readText, sniffDelimiter, toCsv } from './csv';

// Expected values are what Python's csv.reader (the server's) gives for the same text, numbered from 1.
describe('CSV', () => {
  it('numbers records as the server does: blank lines counted, a quoted line break inside one record', () => {
    const records = parseCsv('a,b\r\n1,"x\r\ny"\r\n\r\n2,"say ""hi"""\r\n');
    expect(records.map((r) => [r.number, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\r\ny']],
      [3, ['']],
      [4, ['2', 'say "hi"']],
    ]);
    expect(parseCsv('a,b\r1,2\r').map((r) => r.cells)).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\n1,\n').map((r) => r.cells)).toEqual([['a', 'b'], ['1', '']]);
  });

  it('reads semicolon and tab files (spreadsheets in other locales) by their header line', () => {
    const text = '\uFEFFName;Town\n"Smith; Sons";Leeds\n\n\nJones;York';
    expect(sniffDelimiter(text)).toBe(';');
    expect(sniffDelimiter('Name\tTown\tCounty, UK\n')).toBe('\t');
    expect(sniffDelimiter('Name\n')).toBe(',');
    expect(parseCsv(text).map((r) => [r.number, r.cells])).toEqual([
      [1, ['Name', 'Town']],
      [2, ['Smith; Sons', 'Leeds']],
      [3, ['']],
      [4, ['']],
      [5, ['Jones', 'York']],
    ]);
  });

  it('writes quotes only where needed, CRLF line ends, after a byte order mark', () => {
    expect(toCsv([['Name', 'Note'], ['Smith, Sons', 'said "hi"'], [' padded', 'two\nlines']])).toBe(
      '\uFEFFName,Note\r\n"Smith, Sons","said ""hi"""\r\n" padded","two\nlines"\r\n',
    );
  });

  it('decodes Windows-1252 files (Excel’s "CSV") as well as UTF-8', async () => {
    expect(await readText(new Blob([new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa3, 0x35])]))).toBe('Café £5');
    expect(await readText(new Blob(['Café £5']))).toBe('Café £5');
  });
});
