import { Alert, Anchor, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { GRADUATE_CSV_COLUMNS, GRADUATE_IMPORT_MAX_BYTES, GRADUATE_IMPORT_MAX_ROWS, type GraduateImportReport } from '#common/graduates.ts';
import { useFlashToast } from '../toast.tsx';

export const GRADUATE_TEMPLATE_PATH = '/school/graduates-template.csv';

type Answer = { ok: boolean; toast: { type: 'success' | 'error'; message: string } | null; report?: GraduateImportReport['rows'] };

/** Many graduates at once from a CSV file: all rows or none, with each wrong row and its errors shown. */
export function GraduateImport({ schoolId, action }: { schoolId: number; action: string }) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<Answer>();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  useFlashToast(fetcher.data?.toast);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) {
      formRef.current?.reset();
      setFile(null);
    }
  }, [fetcher.state, fetcher.data]);
  const report = fetcher.state === 'idle' ? fetcher.data?.report : undefined;
  return (
    <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <fetcher.Form method="post" action={`${action}?intent=graduate_import`} encType="multipart/form-data" ref={formRef}>
        <input type="hidden" name="school" value={schoolId} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          {/* Mantine's file field, as every other upload: its button speaks the page's language. */}
          <FileInput
            name="file"
            accept=".csv,text/csv"
            required
            clearable
            label={t('import.label')}
            description={t('import.hint', { rows: GRADUATE_IMPORT_MAX_ROWS, kb: GRADUATE_IMPORT_MAX_BYTES / 1024 })}
            placeholder={t('import.choose_file')}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            value={file}
            onChange={setFile}
            // Mantine's placeholder grey is too faint on white (WCAG contrast).
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            style={{ flex: '1 1 240px', minWidth: 0 }}
            data-testid="import-file"
          />
          <Button type="submit" variant="light" leftSection={<IconFileImport size={16} />} loading={fetcher.state !== 'idle'} data-testid="import-submit">
            {t('import.submit')}
          </Button>
        </Group>
      </fetcher.Form>
      <Text size="xs" c="dimmed">
        {t('import.columns', { columns: GRADUATE_CSV_COLUMNS.join(', ') })}{' '}
        <Anchor href={GRADUATE_TEMPLATE_PATH} download="graduates-template.csv" size="xs" underline="always" data-testid="import-template">
          <IconDownload size={12} aria-hidden /> {t('import.template')}
        </Anchor>
      </Text>
      {report && report.length > 0 && <ImportReport rows={report} />}
    </Stack>
  );
}

function ImportReport({ rows }: { rows: GraduateImportReport['rows'] }) {
  const { t } = useTranslation('listing');
  return (
    <Alert color="red" title={t('import.report_title')} data-testid="import-report">
      <Text size="sm" mb="xs">
        {t('import.report_text')}
      </Text>
      <Table className="stack-table" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className="stack-table-plain">{t('import.row')}</Table.Th>
            <Table.Th className="stack-table-plain">{t('import.errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.row} data-testid="import-report-row">
              <Table.Td data-label={t('import.row')}>{r.row}</Table.Td>
              <Table.Td data-label={t('import.errors')}>
                <List size="sm" spacing={2}>
                  {Object.entries(r.errors).map(([column, messages]) => (
                    <List.Item key={column}>
                      <Text span fw={600} size="sm">
                        {column === 'non_field_errors' ? t('import.whole_row') : column}
                      </Text>
                      : {messages.join(' ')}
                    </List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
