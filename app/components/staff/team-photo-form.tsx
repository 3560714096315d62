import { Avatar, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { AVATAR_MAX_BYTES } from '#common/constants.ts';
import { Form } from '../router-links.tsx';

/** What the photo may be (the API checks the content again: team_photo policy). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A team member's photo on the public team page: the current one (or their initials) and a form that
 * sends a new one through the upload module. The browser checks type and size first, in the office's
 * language; the API checks the content again and says why it refuses.
 */
export function TeamPhotoForm({ id, photo, name, error }: { id: number; photo: string | null; name: string; error?: string | null }) {
  const { t } = useTranslation('staff');
  const navigation = useNavigation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = navigation.state === 'submitting' && navigation.formAction?.includes('intent=photo') === true;
  const check = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setProblem(null);
    if (!PHOTO_TYPES.includes(chosen.type)) return setProblem(t('messages:errors.upload_type_image'));
    if (chosen.size > AVATAR_MAX_BYTES) return setProblem(t('messages:errors.upload_image_too_large', { max: AVATAR_MAX_BYTES / 1024 / 1024 }));
    setProblem(null);
  };
  return (
    <Form
      method="post"
      action={`/staff/content/team/${id}?intent=photo`}
      encType="multipart/form-data"
      aria-label={t('teamPhoto.title')}
      onSubmit={(event) => {
        if (!file || problem) {
          event.preventDefault();
          if (!file) setProblem(t('teamPhoto.choose_first'));
        }
      }}
    >
      <input type="hidden" name="intent" value="photo" />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('teamPhoto.title')}
        </Title>
        <Group gap="md" align="flex-start" wrap="wrap">
          <Avatar src={photo} size={96} radius="xl" color="brand" variant="filled" alt={photo ? t('teamPhoto.current', { name }) : ''} data-testid="team-photo">
            {Array.from(name)[0] ?? ''}
          </Avatar>
          <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
            <FileInput
              name="photo"
              label={t('teamPhoto.choose')}
              description={t('teamPhoto.hint', { max: AVATAR_MAX_BYTES / 1024 / 1024 })}
              placeholder={t('teamPhoto.choose_file')}
              accept={PHOTO_TYPES.join(',')}
              leftSection={<IconUpload size={16} />}
              clearable
              value={file}
              onChange={check}
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              error={problem ?? error ?? undefined}
              data-testid="team-photo-input"
            />
            <Text size="xs" c="dimmed">
              {t('teamPhoto.public')}
            </Text>
            <Button type="submit" variant="light" loading={sending} style={{ alignSelf: 'flex-start' }}>
              {t('teamPhoto.upload')}
            </Button>
          </Stack>
        </Group>
      </Stack>
    </Form>
  );
}
