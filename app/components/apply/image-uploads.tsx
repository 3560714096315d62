import { Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UploadButton } from './upload-button.tsx';

export type ImageSlot = { field: string; label: string; hint: string; url: string | null; maxBytes: number; round?: boolean };

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The public images of the information step (a school's cover and logo, a teacher's photo and
 * cover). Each is saved as soon as it is chosen; the application must exist first (the first save
 * of the step creates it).
 */
export function ImageUploads({ slots, saved, locked }: { slots: ImageSlot[]; saved: boolean; locked: boolean }) {
  const { t } = useTranslation('apply');
  return (
    <Stack gap="xs">
      {!saved && (
        <Text size="sm" c="dimmed" data-testid="images-after-save">
          {t('images_after_save')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {slots.map((slot) => (
          <Card key={slot.field} withBorder padding="md" data-testid={`image-${slot.field}`}>
            <Stack gap="sm" align="flex-start">
              <Text fw={600} size="sm">
                {slot.label}
              </Text>
              {slot.url ? (
                <Image
                  src={slot.url}
                  alt={slot.label}
                  h={slot.round ? 96 : 120}
                  w={slot.round ? 96 : '100%'}
                  radius={slot.round ? 'xl' : 'md'}
                  fit="cover"
                  data-testid={`image-${slot.field}-preview`}
                />
              ) : (
                <Stack h={96} w="100%" align="center" justify="center" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                  <IconPhoto size={32} color="var(--mantine-color-gray-5)" aria-hidden />
                </Stack>
              )}
              <Text size="xs" c="dimmed">
                {slot.hint}
              </Text>
              <UploadButton
                field={slot.field}
                intent={slot.field}
                accept={ACCEPT}
                maxBytes={slot.maxBytes}
                tooLarge={t('messages:errors.upload_image_too_large', { max: slot.maxBytes / 1024 / 1024 })}
                label={slot.url ? t('replace_image') : t('choose_image')}
                disabled={!saved || locked}
                testId={`upload-${slot.field}`}
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
