// CSV as spreadsheets write it (RFC 4180): quoted values may hold commas, quotes ("") and line breaks;
// lines end in CRLF or LF. Text must be UTF-8 (a byte-order mark is dropped); Excel's semicolon
// separated files are recognised by their header line.

export type CsvRecord = { line: number; values: string[] };
export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; error: 'encoding' | 'quotes'; line: number };

/** Decodes UTF-8 strictly: a file saved in another encoding is refused rather than read as garbage. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The separator of the file: a semicolon when the header line has semicolons but no commas. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Every record with the line it starts on (1-based); blank lines are skipped. Stops at `maxRecords`
 * + 1 so a caller can tell a file with too many rows without reading all of it.
 */
export function parseCsv(bytes: Uint8Array, maxRecords = Number.POSITIVE_INFINITY): CsvResult {
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, error: 'encoding', line: 1 };
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let fieldStarted = false;
  const endRecord = () => {
    values.push(value);
    if (values.length > 1 || values[0].trim() !== '') records.push({ line: start, values });
    values = [];
    value = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        value += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === separator) {
      values.push(value);
      value = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      if (records.length > maxRecords) return { ok: true, records };
      line++;
      start = line;
    } else {
      value += c;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, error: 'quotes', line: start };
  if (value !== '' || values.length) endRecord();
  return { ok: true, records };
}

/**
 * A value as a spreadsheet reads it back unchanged. A value a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return: CSV injection) is written as text with a
 * leading apostrophe; a value with a separator, quote or line break is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file (RFC 4180, CRLF) with a byte-order mark, so spreadsheet programs open it as UTF-8 (and
 * parseCsv above reads it back).
 */
export const formatCsv = (rows: (string | number | null | undefined)[][]) => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
