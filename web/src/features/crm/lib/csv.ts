/**
 * Just enough CSV (RFC 4180) to rebuild the rows an import rejected: read the original file the way the
 * server does (same delimiter choice, same row numbers), and write a new one.
 */

/** One record of a file, numbered as the import report numbers it: from 1, blank lines counted. */
export type CsvRecord = { number: number; cells: string[] };

const DELIMITERS = [',', ';', '\t'] as const;

/** Comma, semicolon or tab: whichever the first non-blank line uses most outside quotes (comma when none). */
export function sniffDelimiter(text: string): string {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((d) => unquoted.split(d).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best] > 0 ? DELIMITERS[best] : ',';
}

/** Every record; quoted fields may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter = sniffDelimiter(text)): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;

  const endRecord = () => {
    cells.push(cell);
    records.push({ number: records.length + 1, cells });
    cells = [];
    cell = '';
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      cell += char;
    }
  }
  // The last line has no line break after it, or the file ends with one (then there is no further record).
  if (cell !== '' || cells.length > 0 || quoted) endRecord();
  return records;
}

export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV file's text: CRLF line ends and a byte order mark, so spreadsheet programs read UTF-8 right. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** The text of a file as the server reads it: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows-1252. */
export async function readText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
