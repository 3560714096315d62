import { ActionIcon, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterHydration } from '../../lib/use-after-hydration.ts';

type Item = { id: number; image: string | null; description: string };

/** Thumbnails that open a lightbox; without JavaScript each thumbnail links to its full image. */
export function Gallery({ items }: { items: Item[] }) {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState<number | null>(null);
  // The lightbox (closed: nothing on the page) is put in once the page has taken over.
  const ready = useAfterHydration();
  const shown = items.filter((i) => i.image);
  if (!shown.length) return <Text c="dimmed">{t('no_gallery')}</Text>;
  const current = open === null ? null : shown[open];
  const step = (d: number) => setOpen((i) => (i === null ? i : (i + d + shown.length) % shown.length));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {shown.map((item, index) => (
          <UnstyledButton
            key={item.id}
            component="a"
            href={item.image as string}
            onClick={(e) => {
              e.preventDefault();
              setOpen(index);
            }}
            aria-label={t('open_photo', { caption: item.description || index + 1 })}
            className="dir-thumb"
          >
            <Image src={item.image} alt={item.description} radius="sm" h={120} loading="lazy" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {ready && (
        <Modal
          opened={current !== null}
          onClose={() => setOpen(null)}
          size="xl"
          centered
          title={current ? t('photo_of', { index: (open ?? 0) + 1, total: shown.length }) : ''}
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          {current && (
            <Stack gap="sm" onKeyDown={(e) => (e.key === 'ArrowRight' ? step(1) : e.key === 'ArrowLeft' ? step(-1) : undefined)}>
              <Image src={current.image} alt={current.description} radius="sm" />
              <Group justify="space-between" wrap="nowrap">
                <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={t('previous')}>
                  <IconChevronLeft size={18} />
                </ActionIcon>
                <Text size="sm" ta="center">
                  {current.description}
                </Text>
                <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={t('next')}>
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Group>
            </Stack>
          )}
        </Modal>
      )}
    </>
  );
}
