/** A CSV file's text (RFC 4180): quotes only where needed, CRLF line ends, a byte order mark so spreadsheet
 * programs read the UTF-8 right. */

function quote(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
