import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../router-links.tsx';

export const ABOUT_LINKS = [
  { to: '/about', key: 'nav.about_us' },
  { to: '/about/our-history', key: 'nav.our_history' },
  { to: '/about/our-team', key: 'nav.our_team' },
  { to: '/about/faq', key: 'nav.faq' },
  { to: '/about/membership-guideline', key: 'nav.membership_guideline' },
  { to: '/about/contact', key: 'nav.contact' },
];

export const LEGAL_LINKS = [
  { to: '/legal-agreement', key: 'content:legal.agreement' },
  { to: '/legal/terms-and-conditions', key: 'content:legal.terms' },
  { to: '/legal/privacy-policy', key: 'content:legal.privacy' },
  { to: '/legal/designation-and-trademark', key: 'content:legal.trademark' },
  { to: '/legal/cancellation-and-refund-policy', key: 'content:legal.refund' },
  { to: '/legal/community-guidelines-for-members', key: 'content:legal.guidelines' },
];

/** The pages of one section, beside the text on wide screens and below it on phones. */
export function SectionNav({ links, titleKey }: { links: { to: string; key: string }[]; titleKey: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label={t(titleKey)}>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={4}>
        {t(titleKey)}
      </Text>
      {links.map((l) => (
        <NavLink key={l.to} component={Link} to={l.to} label={t(l.key)} active={pathname === l.to} variant="light" style={{ borderRadius: 8 }} />
      ))}
    </Stack>
  );
}
