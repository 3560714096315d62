import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { useFlashToast } from '../toast.tsx';

type Props = {
  /** The multipart field the API reads (cover_image, logo, photo, or a document kind). */
  field: string;
  /** The `intent` in the form's address: the web streams this form's body to the API unread. */
  intent: string;
  accept: string;
  maxBytes: number;
  tooLarge: string;
  label: string;
  disabled?: boolean;
  testId: string;
  /** The application the file is for, when the page knows it: the upload then needs no look-up. */
  applicationId?: number;
};

/**
 * Sends one file as soon as it is chosen, through the page's action to the API (as the avatar
 * does): a form with only the file, so the body can travel on unread. Without JavaScript the same
 * form shows a file input and a button.
 */
export function UploadButton({ field, intent, accept, maxBytes, tooLarge, label, disabled, testId, applicationId }: Props) {
  const { t } = useTranslation('apply');
  const fetcher = useFetcher<{ toast?: { type: 'success' | 'error'; message: string } }>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A refusal belongs to this file's card (beside its button), not to a corner of the page; success
  // is still a toast.
  const [tooBig, setTooBig] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data?.toast : undefined;
  useFlashToast(answer?.type === 'success' ? answer : undefined);
  const problem = tooBig ? tooLarge : answer?.type === 'error' ? answer.message : null;
  const action = `${location.pathname}?intent=${intent}${applicationId ? `&application=${applicationId}` : ''}${location.search.includes('then=teacher') ? '&then=teacher' : ''}`;

  const onFile = (file: File | null) => {
    if (!file || !inputRef.current || !formRef.current) return;
    setTooBig(file.size > maxBytes);
    if (file.size > maxBytes) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    inputRef.current.files = transfer.files;
    fetcher.submit(formRef.current);
  };

  return (
    <Stack gap={4} align="flex-end">
      <fetcher.Form method="post" action={action} encType="multipart/form-data" ref={formRef}>
        <input type="file" name={field} ref={inputRef} hidden accept={accept} data-testid={`${testId}-input`} />
        <noscript>
          <Stack gap="xs">
            <input type="file" name={field} accept={accept} />
            <Button type="submit" size="xs">
              {t('upload')}
            </Button>
          </Stack>
        </noscript>
      </fetcher.Form>
      <FileButton onChange={onFile} accept={accept} disabled={disabled}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="sm"
            leftSection={<IconUpload size={16} />}
            loading={fetcher.state !== 'idle'}
            disabled={disabled}
            data-testid={testId}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="sm" c="red.8" role="alert" ta="end" maw={320} data-testid={`${testId}-error`}>
          {problem}
        </Text>
      )}
    </Stack>
  );
}
