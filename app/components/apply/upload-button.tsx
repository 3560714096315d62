import { Button, FileButton, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { showToast, useFlashToast } from '../toast.tsx';

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
};

/**
 * Sends one file as soon as it is chosen, through the page's action to the API (as the avatar
 * does): a form with only the file, so the body can travel on unread. Without JavaScript the same
 * form shows a file input and a button.
 */
export function UploadButton({ field, intent, accept, maxBytes, tooLarge, label, disabled, testId }: Props) {
  const { t } = useTranslation('apply');
  const fetcher = useFetcher<{ toast?: { type: 'success' | 'error'; message: string } }>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFlashToast(fetcher.data?.toast);
  const action = `${location.pathname}?intent=${intent}${location.search.includes('then=teacher') ? '&then=teacher' : ''}`;

  const onFile = (file: File | null) => {
    if (!file || !inputRef.current || !formRef.current) return;
    if (file.size > maxBytes) {
      showToast({ type: 'error', message: tooLarge });
      return;
    }
    const transfer = new DataTransfer();
    transfer.items.add(file);
    inputRef.current.files = transfer.files;
    fetcher.submit(formRef.current);
  };

  return (
    <>
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
    </>
  );
}
