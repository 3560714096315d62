import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandLine, IconBrandWhatsapp, IconBrandX, IconLink } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterHydration } from '../../lib/use-after-hydration.ts';
import { showToast } from '../toast.tsx';

/** Copy link, Facebook, X, LINE and WhatsApp; the networks are plain links, so they work without JavaScript. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('directory');
  const ready = useAfterHydration();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: IconBrandFacebook, color: '#1877f2' },
    { key: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, Icon: IconBrandX, color: '#000' },
    { key: 'line', href: `https://social-plugins.line.me/lineit/share?url=${u}`, Icon: IconBrandLine, color: '#06c755' },
    { key: 'whatsapp', href: `https://wa.me/?text=${text}%20${u}`, Icon: IconBrandWhatsapp, color: '#25d366' },
  ];
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLink size={14} />}
        onClick={() =>
          navigator.clipboard?.writeText(url).then(
            () => showToast({ type: 'success', message: t('link_copied') }),
            () => {},
          )
        }
      >
        {t('copy_link')}
      </Button>
      {networks.map(({ key, href, Icon, color }) => (
        <HintOnceReady key={key} ready={ready} label={t('share_on', { network: t(`network.${key}`) })}>
          <ActionIcon
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="lg"
            radius="xl"
            color={color}
            aria-label={t('share_on', { network: t(`network.${key}`) })}
          >
            <Icon size={18} />
          </ActionIcon>
        </HintOnceReady>
      ))}
    </Group>
  );
}

/** The button, with its tooltip once the page has taken over (the tooltip adds nothing to the page until hovered). */
function HintOnceReady({ ready, label, children }: { ready: boolean; label: string; children: ReactElement }) {
  return ready ? <Tooltip label={label}>{children}</Tooltip> : children;
}
