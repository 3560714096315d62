import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Field, LineInput } from './fields.tsx';

const NETWORKS = ['website', 'facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;

/** The web site and the social links of SPEC §3 (Facebook, Twitter, Instagram, YouTube, LinkedIn, TikTok). */
export function SocialFields({ fields }: { fields: Record<string, Field> }) {
  const { t } = useTranslation('apply');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {NETWORKS.map((n) => (
        <LineInput key={n} field={fields[n]} label={t(`field.${n}`)} type="url" placeholder="https://" />
      ))}
    </SimpleGrid>
  );
}
