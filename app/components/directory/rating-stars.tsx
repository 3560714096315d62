import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Read-only stars with the average and the number of ratings. */
export function RatingStars({ rating, count, size = 'sm' }: { rating: number | null; count: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('directory');
  if (!count || rating === null) return <Text size="xs" c="dimmed">{t('no_ratings')}</Text>;
  return (
    <Group gap={6} wrap="nowrap" aria-label={`${t('rating_out_of', { rating })} · ${t('ratings', { count })}`} role="img">
      <Rating value={rating} fractions={10} readOnly size={size} aria-hidden />
      <Text size="xs" c="dimmed" aria-hidden>
        {rating.toFixed(1)} ({count})
      </Text>
    </Group>
  );
}
