import { GRADUATE_CSV_COLUMNS, GRADUATE_IMPORT_MAX_ROWS, GraduateRowSchema } from '#common/graduates.ts';
import { parseCsv } from '../../lib/csv.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Actor } from '../access.ts';
import type { Deps } from '../deps.ts';
import { type ImportRow, type ImportRowErrors, importGraduates, requireSchoolOwner } from './graduates.ts';

// Many graduates at once from a spreadsheet saved as CSV (UTF-8, a header row naming the columns).
// Every row is checked; one bad row and nothing is saved, and the answer lists each bad row's errors.

type Column = (typeof GRADUATE_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['graduate_number', 'name', 'graduation_date'];
/** Header names people write for the columns, besides the columns' own names. */
const ALIASES: Record<string, Column> = {
  number: 'graduate_number',
  graduate_no: 'graduate_number',
  graduate_name: 'name',
  date: 'graduation_date',
  level: 'teacher_level',
  style: 'style_of_yoga',
  apply_type: 'teacher_apply_type',
};
const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const columnOf = (name: string): Column | undefined =>
  (GRADUATE_CSV_COLUMNS as readonly string[]).includes(headerKey(name)) ? (headerKey(name) as Column) : ALIASES[headerKey(name)];

const fileError = (key: string) => fieldError('file', key);
const headerError = () => fileError(`validation.csv_header?columns=${encodeURIComponent(GRADUATE_CSV_COLUMNS.join(', '))}`);

/** The columns the header names, in order; refused when one is unknown, repeated or a required one missing. */
function readHeader(values: string[]): Column[] {
  const columns = values.map(columnOf);
  if (columns.some((c) => !c) || new Set(columns).size !== columns.length || REQUIRED.some((c) => !columns.includes(c))) throw headerError();
  return columns as Column[];
}

/** Checks a file's rows; answers the valid rows and the errors of the others. */
export function checkGraduateCsv(bytes: Uint8Array): { rows: ImportRow[]; errors: ImportRowErrors[] } {
  const parsed = parseCsv(bytes, GRADUATE_IMPORT_MAX_ROWS + 1);
  if (!parsed.ok && parsed.error === 'encoding') throw fileError('validation.csv_encoding');
  if (!parsed.ok) return { rows: [], errors: [{ row: parsed.line, errors: { non_field_errors: ['validation.csv_quotes'] } }] };
  const [header, ...records] = parsed.records;
  if (!header) throw fileError('validation.csv_empty');
  const columns = readHeader(header.values);
  if (!records.length) throw fileError('validation.csv_empty');
  if (records.length > GRADUATE_IMPORT_MAX_ROWS) throw fileError(`validation.csv_too_many_rows?max=${GRADUATE_IMPORT_MAX_ROWS}`);

  const rows: ImportRow[] = [];
  const errors: ImportRowErrors[] = [];
  const firstRowOfNumber = new Map<string, number>();
  for (const record of records) {
    // Spreadsheets may add empty cells at the end of a row; anything more is a misplaced value.
    if (record.values.slice(columns.length).some((v) => v.trim() !== '')) {
      errors.push({ row: record.line, errors: { non_field_errors: ['validation.csv_columns'] } });
      continue;
    }
    const input = Object.fromEntries(columns.map((column, i) => [column, record.values[i] ?? '']));
    const result = GraduateRowSchema.safeParse(input);
    const rowErrors: Record<string, string[]> = {};
    if (!result.success) for (const issue of result.error.issues) (rowErrors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
    const number = result.success ? result.data.graduate_number.toLowerCase() : undefined;
    if (number !== undefined) {
      if (firstRowOfNumber.has(number)) rowErrors.graduate_number = ['validation.graduate_number_repeated'];
      else firstRowOfNumber.set(number, record.line);
    }
    if (Object.keys(rowErrors).length || !result.success) {
      errors.push({ row: record.line, errors: rowErrors });
      continue;
    }
    const g = result.data;
    rows.push({
      row: record.line,
      values: {
        graduateNumber: g.graduate_number,
        name: g.name,
        graduationDate: g.graduation_date,
        teacherLevel: g.teacher_level ?? [],
        styleOfYoga: g.style_of_yoga ?? [],
        teacherApplyType: g.teacher_apply_type ?? [],
      },
    });
  }
  return { rows, errors };
}

/** The owner's import: checks who may, then the file, then the numbers against the school's; saves all rows or none. */
export async function importGraduateCsv(
  deps: Deps,
  options: { actor: Actor; schoolId: number; bytes: Uint8Array },
): Promise<{ created: number; errors: ImportRowErrors[] }> {
  await requireSchoolOwner(deps, options.actor, options.schoolId);
  const { rows, errors } = checkGraduateCsv(options.bytes);
  return importGraduates(deps, { actor: options.actor, schoolId: options.schoolId, rows, rowErrors: errors });
}
