import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { ApplicationDocument } from '#common/applications.ts';
import { webDownloadUrl } from '../../lib/downloads.ts';
import { useFlashToast } from '../toast.tsx';
import { UploadButton } from './upload-button.tsx';

export type DocumentKind = { value: string; label: string; required: boolean; multiple: boolean };
type Rules = { types: string[]; max_bytes: number; label: string };

/**
 * The application's private documents, one row per kind: what is uploaded (downloaded through the
 * web, with the member's own access), a button to add or replace, and removal while the application
 * may change.
 */
export function DocumentList({
  kinds,
  documents,
  rules,
  editable,
  applicationId,
}: {
  kinds: DocumentKind[];
  documents: ApplicationDocument[];
  rules: Rules;
  editable: boolean;
  applicationId: number;
}) {
  const { t } = useTranslation('apply');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {rules.label}
      </Text>
      {kinds.map((kind) => {
        const files = documents.filter((d) => d.kind === kind.value);
        return (
          <Card key={kind.value} withBorder padding="md" data-testid={`document-${kind.value}`}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{kind.label}</Text>
                  <Badge size="sm" variant="light" color={kind.required ? 'orange' : 'gray'}>
                    {kind.required ? t('required') : t('optional')}
                  </Badge>
                  {kind.multiple && (
                    <Badge size="sm" variant="outline" color="gray">
                      {t('several_files')}
                    </Badge>
                  )}
                </Group>
                {editable && (
                  <UploadButton
                    field={kind.value}
                    intent="document"
                    accept={rules.types.join(',')}
                    maxBytes={rules.max_bytes}
                    tooLarge={t('messages:errors.upload_file_too_large', { max: rules.max_bytes / 1024 / 1024 })}
                    label={files.length && !kind.multiple ? t('replace_file') : t('add_file')}
                    testId={`upload-${kind.value}`}
                    applicationId={applicationId}
                  />
                )}
              </Group>
              {files.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('no_file')}
                </Text>
              ) : (
                files.map((file) => <DocumentRow key={file.id} file={file} editable={editable} />)
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The web's own address of a document's download (the API's needs the member's token, which the browser never has). */
const downloadHref = (file: ApplicationDocument) => webDownloadUrl(file.download_url);

function DocumentRow({ file, editable }: { file: ApplicationDocument; editable: boolean }) {
  const { t } = useTranslation('apply');
  const href = downloadHref(file);
  const fetcher = useFetcher<{ toast?: { type: 'success' | 'error'; message: string } }>();
  useFlashToast(fetcher.data?.toast);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="document-file" opacity={fetcher.state !== 'idle' ? 0.5 : 1}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor href={href} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="document-download">
            {file.file_name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {sizeText(file.size)}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon component="a" href={href} variant="subtle" aria-label={t('download', { name: file.file_name })}>
          <IconDownload size={18} />
        </ActionIcon>
        {editable && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove_document" />
            <input type="hidden" name="document" value={file.id} />
            <ActionIcon type="submit" variant="subtle" color="red" aria-label={t('remove_file', { name: file.file_name })} data-testid="document-remove">
              <IconTrash size={18} />
            </ActionIcon>
          </fetcher.Form>
        )}
      </Group>
    </Group>
  );
}
