import { GRADUATE_CSV_COLUMNS } from '#common/graduates.ts';

// The CSV a school fills in to import its graduates: the header row and two example rows. Lists are
// comma-joined in quotes or separated by ";" (SPEC §7; server/domain/schools/graduate-import.ts).
const EXAMPLE_ROWS = [
  ['G-2024-001', 'Anna Example', '2024-05-31', '"200,300"', 'hatha;yin', 'RTY'],
  ['G-2024-002', 'Somchai Example', '2024-11-15', '500', 'vinyasa', 'CYT'],
];

export function loader() {
  // A byte order mark lets spreadsheet programs open the file as UTF-8; the import ignores it.
  const csv = `\uFEFF${[GRADUATE_CSV_COLUMNS.join(','), ...EXAMPLE_ROWS.map((r) => r.join(','))].join('\r\n')}\r\n`;
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="graduates-template.csv"',
      'cache-control': 'public, max-age=3600',
    },
  });
}
