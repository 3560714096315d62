import { Anchor, Box, Card, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandTiktok, IconBrandX, IconBrandYoutube, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Social } from '#common/directory.ts';
import { useStandards } from '../../lib/standards.ts';
import { LightBadge, LightGroup, LightStack, LightText, LightTitle } from '../light.tsx';
import { Link } from '../router-links.tsx';

/** A titled section of a profile page, with an anchor. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 'var(--mantine-spacing-lg)' }} className="content-card" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <LightTitle order={2} size="h4" mb="md" id={id ? `${id}-title` : undefined}>
        {title}
      </LightTitle>
      {children}
    </section>
  );
}

export function Paragraphs({ text }: { text: string }) {
  return (
    <LightStack gap="sm">
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((p) => (
          <LightText key={p.slice(0, 40)} style={{ whiteSpace: 'pre-line' }}>
            {p}
          </LightText>
        ))}
    </LightStack>
  );
}

export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <LightStack gap={8} component="dl" m={0}>
      {items
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value]) => (
          <div key={label}>
            <LightText component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </LightText>
            <LightText component="dd" m={0} size="sm">
              {value}
            </LightText>
          </div>
        ))}
    </LightStack>
  );
}

/** Badges for codes: styles and training types from directory.json, standards from the one list of standards. */
export function CodeBadges({ codes, group, color = 'brand' }: { codes: string[]; group: 'styles_list' | 'standards' | 'training_list'; color?: string }) {
  const { t } = useTranslation('directory');
  const standards = useStandards();
  return (
    <LightGroup gap={6}>
      {codes.map((c) => (
        <LightBadge key={c} variant="outline" color={color} size="lg" radius="sm" tt="none" data-testid={group === 'standards' ? 'standard-badge' : undefined}>
          {group === 'standards' ? standards.label(c) : t(`${group}.${c}`)}
        </LightBadge>
      ))}
    </LightGroup>
  );
}

const ICONS = {
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  linkedin: IconBrandLinkedin,
  tiktok: IconBrandTiktok,
} as const;

export function SocialLinks({ social }: { social: Social }) {
  const { t } = useTranslation('directory');
  const links = (Object.keys(ICONS) as (keyof typeof ICONS)[]).filter((k) => social[k]);
  if (!links.length) return null;
  return (
    <Group gap="xs">
      {links.map((k) => {
        const Icon = ICONS[k];
        return (
          <Anchor key={k} href={social[k] as string} target="_blank" rel="noopener noreferrer nofollow" aria-label={t(`network.${k}`)}>
            <Icon size={22} />
          </Anchor>
        );
      })}
    </Group>
  );
}

/** SPEC §6: contact details need a login; the login link comes back here. */
export function ContactGate({ children, visible }: { children: ReactNode; visible: boolean }) {
  const { t } = useTranslation('directory');
  const location = useLocation();
  if (visible) return <>{children}</>;
  return (
    <Card withBorder bg="gray.0" radius="md" data-testid="contact-gate">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={6}>
          <Text size="sm">{t('contact_gate')}</Text>
          <Anchor component={Link} to={`/auth/login?next=${encodeURIComponent(location.pathname + location.search)}`} size="sm" fw={600}>
            {t('login')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

/** A profile's contact details behind the login gate, then its website and social links. */
export function ContactSection({ contact, website, social }: { contact: ProfileContact | null; website: string | null; social: Social }) {
  const { t } = useTranslation('directory');
  const items: Array<[string, ReactNode]> = [
    [
      t('email'),
      contact?.email ? (
        <Anchor key="email" href={`mailto:${contact.email}`}>
          {contact.email}
        </Anchor>
      ) : null,
    ],
    [
      t('phone'),
      contact?.phone ? (
        <Anchor key="phone" href={`tel:${contact.phone}`}>
          {contact.phone}
        </Anchor>
      ) : null,
    ],
  ];
  // The address as given, then as written locally (ถนนราชดำเนิน…), one line each.
  const address = [contact?.address, contact?.local_address].filter(Boolean);
  if (contact && ('address' in contact || 'local_address' in contact))
    items.push([
      t('address'),
      address.length ? (
        <Stack key="address" gap={2}>
          {address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
      ) : null,
    ]);
  return (
    <Section title={t('contact')}>
      <Stack gap="sm">
        <ContactGate visible={Boolean(contact)}>
          <Facts items={items} />
        </ContactGate>
        {website && (
          <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
            {t('website')}
          </Anchor>
        )}
        <SocialLinks social={social} />
      </Stack>
    </Section>
  );
}

type ProfileContact = { email: string | null; phone: string | null; address?: string | null; local_address?: string | null };

export function ProfileBand({ cover, children }: { cover: string | null; children: ReactNode }) {
  return (
    <Box className="dir-band" style={cover ? { backgroundImage: `linear-gradient(180deg, rgba(20,28,90,.35), rgba(20,28,90,.85)), url(${cover})` } : undefined}>
      <Container size="lg">{children}</Container>
    </Box>
  );
}
