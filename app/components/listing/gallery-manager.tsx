import { ActionIcon, Button, Card, CloseButton, FileButton, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { captionFieldOf, GALLERY_CAPTION_MAX, GALLERY_MAX_IMAGES, GALLERY_UPLOAD_FIELDS } from '#common/gallery.ts';
import { useErrorText } from '../forms.tsx';
import { showToast, useFlashToast } from '../toast.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import type { ListingKind } from './wizard-steps.ts';

type Item = { id: number; image: string | null; description: string; order: number };
type Pending = { key: string; file: File; url: string; caption: string };
type Answer = { ok: boolean; toast: { type: 'success' | 'error'; message: string } | null; result?: { error?: Record<string, string[] | null> } };

/** Files one upload carries (the API takes at most five per body). */
const FILES_PER_UPLOAD = 5;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 10 * 1024 * 1024;

type Props = { kind: ListingKind; listingId: number; items: Item[]; action: string };

/** The owner's gallery: several images with captions at once, captions edited, order changed, images deleted. */
export function GalleryManager({ kind, listingId, items, action }: Props) {
  const { t } = useTranslation('listing');
  const ids = items.map((i) => i.id);
  return (
    <Card withBorder padding="lg" id="gallery">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('gallery.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('gallery.hint', { max: GALLERY_MAX_IMAGES, count: items.length })}
          </Text>
        </div>
        <GalleryUpload kind={kind} listingId={listingId} action={action} room={GALLERY_MAX_IMAGES - items.length} />
        {items.length === 0 ? (
          <Text c="dimmed">{t('gallery.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {items.map((item, index) => (
              <GalleryItemCard key={item.id} kind={kind} listingId={listingId} item={item} index={index} ids={ids} action={action} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function GalleryUpload({ kind, listingId, action, room }: { kind: ListingKind; listingId: number; action: string; room: number }) {
  const { t } = useTranslation('listing');
  const fetcher = useFetcher<Answer>();
  const [pending, setPending] = useState<Pending[]>([]);
  useFlashToast(fetcher.data?.toast);
  // A saved upload empties the list; a refused one keeps it, so the member can fix and send again.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setPending([]);
  }, [fetcher.state, fetcher.data]);
  // Previews are released once they leave the list (uploaded or removed), and all of them on leaving the page.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(pending.map((p) => p.url));
    for (const url of shown.current) if (!now.has(url)) URL.revokeObjectURL(url);
    shown.current = now;
  }, [pending]);
  useEffect(
    () => () => {
      for (const url of shown.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const limit = Math.min(FILES_PER_UPLOAD, room);

  const add = (files: File[]) => {
    const fitting = files.filter((f) => f.size <= MAX_BYTES);
    if (fitting.length < files.length) showToast({ type: 'error', message: t('messages:errors.upload_image_too_large', { max: 10 }) });
    const room = limit - pending.length;
    if (fitting.length > room) showToast({ type: 'warning', message: t('gallery.too_many', { max: limit }) });
    const next = fitting
      .slice(0, Math.max(0, room))
      .map((file) => ({ key: `${file.name}-${file.size}-${Math.random()}`, file, url: URL.createObjectURL(file), caption: '' }));
    setPending((p) => [...p, ...next]);
  };

  const upload = () => {
    const body = new FormData();
    body.set(kind, String(listingId));
    pending.forEach((p, i) => {
      const field = GALLERY_UPLOAD_FIELDS[i];
      body.set(captionFieldOf(field), p.caption);
      body.set(field, p.file, p.file.name);
    });
    fetcher.submit(body, { method: 'post', action: `${action}?intent=gallery`, encType: 'multipart/form-data' });
  };

  if (room <= 0) return <Text size="sm">{t('gallery.full', { max: GALLERY_MAX_IMAGES })}</Text>;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FileButton onChange={add} accept={IMAGE_TYPES} multiple>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />} disabled={pending.length >= limit} data-testid="gallery-choose">
              {t('gallery.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('gallery.rules', { max: limit })}
        </Text>
      </Group>
      {pending.length > 0 && (
        <Stack gap="xs">
          {pending.map((p, i) => (
            <Group key={p.key} gap="sm" wrap="nowrap" align="center" data-testid="gallery-pending">
              <Image src={p.url} alt="" w={64} h={64} radius="sm" fit="cover" style={{ flex: '0 0 64px' }} />
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={t('gallery.caption_for', { index: i + 1 })}
                value={p.caption}
                maxLength={GALLERY_CAPTION_MAX}
                onChange={(e) => {
                  const caption = e.currentTarget.value;
                  setPending((list) => list.map((x) => (x.key === p.key ? { ...x, caption } : x)));
                }}
              />
              <CloseButton aria-label={t('gallery.remove_pending')} onClick={() => setPending((list) => list.filter((x) => x.key !== p.key))} />
            </Group>
          ))}
          <Group justify="flex-end">
            <Button onClick={upload} loading={fetcher.state !== 'idle'} leftSection={<IconUpload size={16} />} data-testid="gallery-upload">
              {t('gallery.upload', { count: pending.length })}
            </Button>
          </Group>
        </Stack>
      )}
      <noscript>
        <form method="post" action={`${action}?intent=gallery`} encType="multipart/form-data">
          <input type="hidden" name={kind} value={listingId} />
          <Stack gap="xs">
            <input type="file" name="image" accept={IMAGE_TYPES} />
            <TextInput name="description" label={t('gallery.caption')} maxLength={GALLERY_CAPTION_MAX} />
            <Button type="submit" size="xs">
              {t('gallery.upload', { count: 1 })}
            </Button>
          </Stack>
        </form>
      </noscript>
    </Stack>
  );
}

type ItemProps = { kind: ListingKind; listingId: number; item: Item; index: number; ids: number[]; action: string };

function GalleryItemCard({ kind, listingId, item, index, ids, action }: ItemProps) {
  const { t } = useTranslation('listing');
  const errorText = useErrorText();
  const fetcher = useFetcher<Answer>();
  useFlashToast(fetcher.data?.toast);
  const busy = fetcher.state !== 'idle';
  const move = (by: number) => {
    const order = [...ids];
    order.splice(index, 1);
    order.splice(index + by, 0, item.id);
    fetcher.submit({ intent: 'gallery_order', [kind]: String(listingId), image_ids: order.join(',') }, { method: 'post', action });
  };
  const captionError = fetcher.data?.result?.error?.description ?? undefined;
  return (
    <Card withBorder padding="xs" data-testid="gallery-item">
      <Card.Section>{item.image && <Image src={item.image} alt={item.description} h={160} fit="cover" loading="lazy" />}</Card.Section>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="gallery_caption" />
        <input type="hidden" name="item" value={item.id} />
        <Stack gap="xs" mt="xs">
          <TextInput
            name="description"
            label={t('gallery.caption')}
            defaultValue={item.description}
            key={item.description}
            maxLength={GALLERY_CAPTION_MAX}
            error={errorText(captionError)}
            data-testid="gallery-caption"
          />
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size="lg" disabled={busy || index === 0} onClick={() => move(-1)} aria-label={t('gallery.move_up')}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" disabled={busy || index === ids.length - 1} onClick={() => move(1)} aria-label={t('gallery.move_down')}>
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Button type="submit" size="xs" variant="light" loading={busy && fetcher.formData?.get('intent') === 'gallery_caption'}>
                {t('save')}
              </Button>
              <ConfirmButton
                size="xs"
                variant="subtle"
                color="red"
                label={<IconTrash size={16} />}
                aria-label={t('gallery.delete')}
                question={t('gallery.delete_question')}
                confirmLabel={t('delete')}
                onConfirm={() => fetcher.submit({ intent: 'gallery_delete', item: String(item.id) }, { method: 'post', action })}
              />
            </Group>
          </Group>
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
