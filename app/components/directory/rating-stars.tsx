import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LightGroup, LightText } from '../light.tsx';

type Props = { rating: number | null; count: number; size?: 'xs' | 'sm' | 'md' | 'lg'; bare?: boolean; onDark?: boolean };

/**
 * The average rating as five small stars drawn with one CSS gradient (light HTML), plus the count.
 * On a dark band (onDark) the number takes the band's light text colour: grey would fail contrast there.
 */
export function RatingStars({ rating, count, size = 'sm', bare = false, onDark = false }: Props) {
  const { t } = useTranslation('directory');
  const tone = onDark ? 'inherit' : 'dimmed';
  if (!count || rating === null)
    return (
      <LightText size="xs" c={tone}>
        {t('no_ratings')}
      </LightText>
    );
  const label = bare ? t('rating_out_of', { rating }) : `${t('rating_out_of', { rating })} · ${t('ratings', { count })}`;
  return (
    <LightGroup gap={6} wrap="nowrap" role="img" aria-label={label} title={label}>
      <span className={`dir-stars dir-stars-${size}`} style={{ '--dir-stars': `${(rating / 5) * 100}%` } as React.CSSProperties} aria-hidden>
        ★★★★★
      </span>
      {!bare && (
        <LightText size="xs" c={tone} aria-hidden data-testid="rating-number">
          {rating.toFixed(1)} ({count})
        </LightText>
      )}
    </LightGroup>
  );
}

/** One member's rating: a filled star and the number. */
export function RatingValue({ value }: { value: number }) {
  const { t } = useTranslation('directory');
  return (
    <LightGroup gap={2} wrap="nowrap" c="saffron.6" role="img" aria-label={t('rating_out_of', { rating: value })} ml="auto">
      <IconStarFilled size={14} aria-hidden />
      <LightText size="sm" fw={600} c="dark" aria-hidden>
        {value}
      </LightText>
    </LightGroup>
  );
}
