import { Anchor, Box, Burger, Button, Container, Divider, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root.tsx';
import { Link, NavLink as RouterNavLink } from '../router-links.tsx';
import { Logo } from './logo.tsx';
import { MemberMenu } from './member-menu.tsx';
import { NAV_ENTRIES, type NavLink, readyEntries, withStore } from './nav-items.ts';
import { NotificationBell } from './notification-bell.tsx';
import { PhoneMemberMenu } from './phone-member-menu.tsx';

// The store is another site: a new tab, without handing it this page (noopener).
const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const [opened, { open, toggle, close }] = useDisclosure(false);
  // The drawer is put in the page when the burger is first pressed (see NavMenu), then opens.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const pressBurger = () => (drawerMounted ? toggle() : setDrawerMounted(true));
  useEffect(() => {
    if (drawerMounted) open();
  }, [drawerMounted, open]);
  const location = useLocation();
  const entries = withStore(readyEntries(NAV_ENTRIES), root?.storeUrl);
  const loginHref = `/auth/login?next=${encodeURIComponent(location.pathname + location.search)}`;
  const onAuthPage = location.pathname.startsWith('/auth/');

  return (
    <>
      <Box component="header" className="site-header">
        <a href="#main" className="skip-link">
          {t('nav.skip')}
        </a>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap={4} visibleFrom="md" component="nav" aria-label={t('nav.main')}>
              {entries.map((entry) =>
                'children' in entry ? (
                  <NavMenu key={entry.labelKey} label={t(entry.labelKey)} items={entry.children} />
                ) : (
                  <RouterNavLink key={entry.to} to={entry.to} className="nav-link">
                    {t(entry.labelKey)}
                  </RouterNavLink>
                ),
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              {root?.user ? (
                <>
                  <NotificationBell unread={root.unreadNotifications} />
                  <MemberMenu user={root.user} />
                </>
              ) : (
                !onAuthPage && (
                  <Group gap="xs" visibleFrom="xs" wrap="nowrap">
                    <Button component={Link} to={loginHref} variant="subtle">
                      {t('auth.login')}
                    </Button>
                    <Button component={Link} to="/auth/signup">
                      {t('auth.signup')}
                    </Button>
                  </Group>
                )
              )}
              <Burger opened={opened} onClick={pressBurger} hiddenFrom="md" aria-label={t('nav.menu')} />
            </Group>
          </Group>
        </Container>
      </Box>
      {/* Outside the header, whose backdrop filter would hold a fixed drawer inside it; no portal (as for the menus):
          a portal mounts in a second render. Closed, it shows nothing: put in when the burger is first pressed. */}
      {drawerMounted && (
        <Drawer opened={opened} onClose={close} withinPortal={false} title={<Logo />} hiddenFrom="md" size="xs" position="right">
          {/* A member's own pages first (the avatar menu is small on a phone); a tap on any link closes the drawer. */}
          {root?.user && (
            <Box onClick={close}>
              <PhoneMemberMenu user={root.user} />
            </Box>
          )}
          <Stack gap="xs" component="nav" aria-label={t('nav.main')} onClick={close}>
            {entries.map((entry) =>
              'children' in entry ? (
                <Stack key={entry.labelKey} gap={4}>
                  <Text fw={600} size="sm" c="dimmed">
                    {t(entry.labelKey)}
                  </Text>
                  {entry.children.map((child: NavLink) =>
                    child.external ? (
                      <Anchor key={child.to} href={child.to} {...NEW_TAB} pl="sm">
                        {t(child.labelKey)} <IconExternalLink size={14} aria-hidden />
                      </Anchor>
                    ) : (
                      <Anchor key={child.to} component={Link} to={child.to} pl="sm">
                        {t(child.labelKey)}
                      </Anchor>
                    ),
                  )}
                </Stack>
              ) : (
                <Anchor key={entry.to} component={Link} to={entry.to} fw={600}>
                  {t(entry.labelKey)}
                </Anchor>
              ),
            )}
            {!root?.user && (
              <>
                {entries.length > 0 && <Divider my="xs" />}
                <Button component={Link} to={loginHref} variant="default" fullWidth>
                  {t('auth.login')}
                </Button>
                <Button component={Link} to="/auth/signup" fullWidth>
                  {t('auth.signup')}
                </Button>
              </>
            )}
          </Stack>
        </Drawer>
      )}
    </>
  );
}

/**
 * A main menu entry with children: a plain button until the visitor reaches for it (pointer over it,
 * focus, tap), then Mantine's menu in its place. Mounted for every page right after hydration, the
 * three menus and their popovers cost a phone's main thread ≈ 100 ms while it loads, for menus most
 * visitors never open. The pointer on the plain button (or a tap) opens the menu at once, as the
 * menu's own hover would; the focus (keyboard) puts the menu in place closed, with the focus on its button.
 */
function NavMenu({ label, items }: { label: string; items: NavLink[] }) {
  const { t } = useTranslation();
  const [reached, setReached] = useState<'no' | 'yes' | 'open'>('no');
  const plain = useRef<HTMLButtonElement>(null);
  const target = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // A press is pointer over, button down, focus (no click: the button is replaced in between): the focus
  // must not close the menu the pointer opened.
  const reach = (how: 'yes' | 'open') => {
    hadFocus.current = document.activeElement === plain.current;
    setReached((was) => (was === 'open' ? was : how));
  };
  // Opened after it is in place (not `defaultOpened`), so the menu notes where the focus was and
  // gives it back to its button when Escape closes it.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (reached !== 'no' && hadFocus.current) target.current?.focus();
    if (reached === 'open') setOpened(true);
  }, [reached]);
  const content = (
    <>
      {label} <IconChevronDown size={14} aria-hidden />
    </>
  );
  if (reached === 'no') {
    return (
      <UnstyledButton ref={plain} className="nav-link" onPointerEnter={() => reach('open')} onFocus={() => reach('yes')} onClick={() => reach('open')}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={120} position="bottom-start" withinPortal={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton ref={target} className="nav-link">
          {content}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((child) =>
          child.external ? (
            <Menu.Item key={child.to} component="a" href={child.to} {...NEW_TAB} rightSection={<IconExternalLink size={14} aria-hidden />}>
              {t(child.labelKey)}
            </Menu.Item>
          ) : (
            <Menu.Item key={child.to} component={Link} to={child.to}>
              {t(child.labelKey)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
