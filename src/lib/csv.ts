/**
 * CSV for spreadsheets (RFC 4180, CRLF). A cell that starts like a formula (=, +, -, @, tab,
 * carriage return) is prefixed with an apostrophe, so a name typed into a public form cannot
 * run as a formula when staff open the export.
 */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: string[],
  rows: Array<Array<string | number | null | undefined>>,
): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
