import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from './router-links.tsx';

export function NotFound({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="brand.5" lh={1} aria-hidden>
          {title ? '!' : '404'}
        </Text>
        <Title order={1}>{title ?? t('notfound.title')}</Title>
        <Text c="dimmed">{text ?? t('notfound.text')}</Text>
        <Button component={Link} to="/">
          {t('notfound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
