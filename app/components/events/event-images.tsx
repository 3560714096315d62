import { ActionIcon, Badge, Button, Card, CloseButton, FileButton, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { EVENT_IMAGE_UPLOAD_FIELDS, EVENT_MAX_IMAGES, eventCaptionFieldOf, type OwnEvent } from '#common/events.ts';
import { ConfirmButton } from '../listing/confirm-button.tsx';
import { showToast, useFlashToast } from '../toast.tsx';
import { CROP_HEIGHT, CROP_WIDTH, ImageCropper } from './image-cropper.tsx';

type EventImage = OwnEvent['images'][number];
type Answer = { intent: string; ok: boolean; toast: { type: 'success' | 'error' | 'warning'; message: string } | null };
type Pending = { key: string; file: File; caption: string };

const FILES_PER_UPLOAD = EVENT_IMAGE_UPLOAD_FIELDS.length;
const CAPTION_MAX = 300;
const ANY_PHOTO = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The event's images: several photos cropped to 900×506 and uploaded at once; captions, primary, order, delete. */
export function EventImages({ images: given, action }: { images: EventImage[]; action: string }) {
  const { t } = useTranslation('events');
  // In their own order (the public page shows the primary one first); moving works on this order.
  const images = [...given].sort((a, b) => a.order - b.order);
  const ids = images.map((i) => i.id);
  return (
    <Card withBorder padding="lg" id="images">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('editor.images.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('editor.images.hint', { width: CROP_WIDTH, height: CROP_HEIGHT, max: EVENT_MAX_IMAGES, count: images.length })}
          </Text>
        </div>
        <ImageUpload action={action} room={EVENT_MAX_IMAGES - images.length} />
        {images.length === 0 ? (
          <Text c="dimmed">{t('editor.images.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {images.map((image, index) => (
              <ImageCard key={image.id} image={image} index={index} ids={ids} action={action} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function ImageUpload({ action, room }: { action: string; room: number }) {
  const { t } = useTranslation('events');
  const fetcher = useFetcher<Answer>();
  const [pending, setPending] = useState<Pending[]>([]);
  const [sending, setSending] = useState(false);
  const exporters = useRef(new Map<string, () => Promise<Blob | null>>());
  useFlashToast(fetcher.data?.toast);
  // A saved upload empties the list; a refused one keeps the photos and captions to send again.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setPending([]);
  }, [fetcher.state, fetcher.data]);
  const limit = Math.min(FILES_PER_UPLOAD, room);
  const ready = useCallback((key: string) => (toBlob: () => Promise<Blob | null>) => exporters.current.set(key, toBlob), []);

  const add = (files: File[]) => {
    const space = limit - pending.length;
    if (files.length > space) showToast({ type: 'warning', message: t('editor.images.too_many', { max: limit }) });
    setPending((list) => [
      ...list,
      ...files.slice(0, Math.max(0, space)).map((file) => ({ key: `${file.name}-${file.size}-${Math.random()}`, file, caption: '' })),
    ]);
  };

  const upload = async () => {
    setSending(true);
    const body = new FormData();
    for (const [i, p] of pending.entries()) {
      const blob = await exporters.current.get(p.key)?.();
      if (!blob) continue;
      const field = EVENT_IMAGE_UPLOAD_FIELDS[i];
      body.set(eventCaptionFieldOf(field), p.caption);
      body.set(field, blob, `${p.file.name.replace(/\.[^.]+$/, '')}.jpg`);
    }
    setSending(false);
    fetcher.submit(body, { method: 'post', action: `${action}?intent=images`, encType: 'multipart/form-data' });
  };

  if (room <= 0) return <Text size="sm">{t('editor.images.full', { max: EVENT_MAX_IMAGES })}</Text>;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FileButton onChange={add} accept={ANY_PHOTO} multiple>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} disabled={pending.length >= limit} data-testid="images-choose">
              {t('editor.images.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('editor.images.rules', { max: limit, width: CROP_WIDTH, height: CROP_HEIGHT })}
        </Text>
      </Group>
      {pending.length > 0 && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {pending.map((p, i) => (
              <Card key={p.key} withBorder padding="xs" data-testid="image-pending">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500} truncate>
                      {t('editor.images.crop_title', { index: i + 1 })}
                    </Text>
                    <CloseButton
                      aria-label={t('editor.images.remove_pending')}
                      onClick={() => {
                        exporters.current.delete(p.key);
                        setPending((list) => list.filter((x) => x.key !== p.key));
                      }}
                    />
                  </Group>
                  <ImageCropper file={p.file} label={t('editor.images.crop_label', { index: i + 1 })} onReady={ready(p.key)} />
                  <TextInput
                    label={t('editor.images.caption_for', { index: i + 1 })}
                    data-testid="image-pending-caption"
                    value={p.caption}
                    maxLength={CAPTION_MAX}
                    onChange={(e) => {
                      const caption = e.currentTarget.value;
                      setPending((list) => list.map((x) => (x.key === p.key ? { ...x, caption } : x)));
                    }}
                  />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={upload} loading={sending || fetcher.state !== 'idle'} leftSection={<IconUpload size={16} />} data-testid="images-upload">
              {t('editor.images.upload', { count: pending.length })}
            </Button>
          </Group>
        </Stack>
      )}
      <noscript>
        {/* Without scripts there is no crop: the photo must already be 900×506, and the API says so if not. */}
        <form method="post" action={`${action}?intent=images`} encType="multipart/form-data">
          <Stack gap="xs">
            <Text size="sm">{t('editor.images.noscript', { width: CROP_WIDTH, height: CROP_HEIGHT })}</Text>
            <input type="file" name="image" accept="image/png,image/jpeg" />
            <TextInput name="caption" label={t('editor.images.caption')} maxLength={CAPTION_MAX} />
            <Button type="submit" size="xs">
              {t('editor.images.upload', { count: 1 })}
            </Button>
          </Stack>
        </form>
      </noscript>
    </Stack>
  );
}

function ImageCard({ image, index, ids, action }: { image: EventImage; index: number; ids: number[]; action: string }) {
  const { t } = useTranslation('events');
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  const busy = fetcher.state !== 'idle';
  const move = (by: number) => {
    const order = [...ids];
    order.splice(index, 1);
    order.splice(index + by, 0, image.id);
    fetcher.submit({ intent: 'images_order', image_ids: order.join(',') }, { method: 'post', action });
  };
  return (
    <Card withBorder padding="xs" data-testid="event-image">
      <Card.Section pos="relative">
        {image.image && <Image src={image.image} alt={image.caption} fit="cover" style={{ aspectRatio: `${CROP_WIDTH} / ${CROP_HEIGHT}` }} loading="lazy" />}
        {image.is_primary && (
          <Badge pos="absolute" top={8} left={8} leftSection={<IconStar size={12} />} data-testid="image-primary">
            {t('editor.images.primary')}
          </Badge>
        )}
      </Card.Section>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="image_caption" />
        <input type="hidden" name="image" value={image.id} />
        <Stack gap="xs" mt="xs">
          <TextInput
            name="caption"
            label={t('editor.images.caption')}
            defaultValue={image.caption}
            key={image.caption}
            maxLength={CAPTION_MAX}
            data-testid="image-caption"
          />
          <Group justify="space-between" gap={4}>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size="lg" disabled={busy || index === 0} onClick={() => move(-1)} aria-label={t('editor.move_up')}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" disabled={busy || index === ids.length - 1} onClick={() => move(1)} aria-label={t('editor.move_down')}>
                <IconArrowDown size={16} />
              </ActionIcon>
              {!image.is_primary && (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconStar size={14} />}
                  onClick={() => fetcher.submit({ intent: 'image_primary', image: String(image.id) }, { method: 'post', action })}
                  data-testid="image-set-primary"
                >
                  {t('editor.images.set_primary')}
                </Button>
              )}
            </Group>
            <Group gap={4} wrap="nowrap">
              <Button type="submit" size="xs" variant="light" loading={busy && fetcher.formData?.get('intent') === 'image_caption'}>
                {t('editor.save')}
              </Button>
              <ConfirmButton
                size="xs"
                variant="subtle"
                color="red"
                label={<IconTrash size={16} />}
                aria-label={t('editor.images.delete')}
                question={t('editor.images.delete_question')}
                confirmLabel={t('editor.delete_confirm')}
                onConfirm={() => fetcher.submit({ intent: 'image_delete', image: String(image.id) }, { method: 'post', action })}
              />
            </Group>
          </Group>
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
