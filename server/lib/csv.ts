// CSV as spreadsheets write it (RFC 4180): quoted values may hold commas, quotes ("") and line breaks;
// lines end in CRLF, LF or CR. Text must be UTF-8 (a byte-order mark is dropped); Excel's semicolon
// separated files are recognised by their header line. csv-parse reads and csv-stringify writes
// (ADR 0039); this file keeps what the callers rely on: strict UTF-8, line numbers, plain errors.

import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

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
  const header = text.slice(0, text.search(/\r?\n|\r|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

const LINE_BREAKS = /\r\n|\r|\n/g;
const lineBreaksIn = (values: string[]) => values.reduce((n, v) => n + (v.match(LINE_BREAKS)?.length ?? 0), 0);

/**
 * Every record with the line it starts on (1-based); blank lines (and lines of spaces) are skipped.
 * Answers at most `maxRecords` + 1 records, so a caller can tell a file with too many rows (the files
 * are small by rule: the graduate import takes 512 KB at most).
 */
export function parseCsv(bytes: Uint8Array, maxRecords = Number.POSITIVE_INFINITY): CsvResult {
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, error: 'encoding', line: 1 };
  const records: CsvRecord[] = [];
  // The line the next record starts on: each record takes one line, and one more per line break in its values.
  let line = 1;
  try {
    parse(text, {
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      // Rows of any length (the caller checks them), and a quote inside an unquoted value is a character.
      relax_column_count: true,
      relax_quotes: true,
      on_record: (values: string[]) => {
        const start = line;
        line += 1 + lineBreaksIn(values);
        const blank = values.length === 1 && values[0].trim() === '';
        if (!blank && records.length <= maxRecords) records.push({ line: start, values });
        return null;
      },
    });
  } catch (error) {
    // A quote left open runs to the end of the file: the record it opened starts on `line`.
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') return { ok: false, error: 'quotes', line };
    throw error;
  }
  return { ok: true, records };
}

/**
 * A CSV file (RFC 4180, CRLF) with a byte-order mark, so spreadsheet programs open it as UTF-8 (and
 * parseCsv above reads it back). A value a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return, or their full-width forms: CSV injection) is written as text with a
 * leading apostrophe; numbers are written as they are. A value with a separator (a comma, or the
 * semicolon of some locales), a quote or a line break is quoted.
 */
export const formatCsv = (rows: (string | number | null | undefined)[][]) =>
  stringify(rows, { bom: true, record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n;]/ });
