import { Avatar, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { AVATAR_MAX_BYTES } from '#common/constants.ts';
import type { Profile } from '#common/users.ts';
import { showToast, useFlashToast } from '../toast.tsx';

/** Avatar upload: the image is checked and re-encoded by the API; the preview shows before saving. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useFlashToast(fetcher.data?.toast);
  // The preview lasts only while the upload runs: then the saved photo (or, after a refusal, the old one) shows.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setPreview(null);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.username;

  const onFile = (file: File | null) => {
    if (!file || !inputRef.current || !formRef.current) return;
    if (file.size > AVATAR_MAX_BYTES) {
      showToast({ type: 'error', message: t('messages:errors.avatar_size') });
      return;
    }
    setPreview(URL.createObjectURL(file));
    const transfer = new DataTransfer();
    transfer.items.add(file);
    inputRef.current.files = transfer.files;
    fetcher.submit(formRef.current);
  };

  return (
    <Card withBorder padding="lg">
      <Stack align="center" gap="sm">
        <Avatar
          src={preview ?? profile.profile.avatar}
          name={name}
          color="initials"
          size={120}
          alt={t('profile.avatar_alt', { name })}
          data-testid="avatar-image"
        />
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {profile.email}
        </Text>
        <fetcher.Form method="post" action="/user-profile?intent=avatar" encType="multipart/form-data" ref={formRef}>
          <input type="hidden" name="intent" value="avatar" />
          <input type="file" name="avatar" ref={inputRef} hidden accept="image/jpeg,image/png,image/webp" data-testid="avatar-input" />
          <noscript>
            <Stack gap="xs">
              <input type="file" name="avatar" accept="image/jpeg,image/png,image/webp" />
              <Button type="submit" size="xs">
                {t('profile.upload_avatar')}
              </Button>
            </Stack>
          </noscript>
        </fetcher.Form>
        <Group>
          <FileButton onChange={onFile} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={fetcher.state !== 'idle'} data-testid="avatar-button">
                {t('profile.upload_avatar')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {t('profile.avatar_hint')}
        </Text>
      </Stack>
    </Card>
  );
}
