import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/types.ts';
import { Form, Link } from '../router-links.tsx';
import { memberMenu } from './nav-items.ts';

export const displayName = (user: Pick<SessionUser, 'first_name' | 'last_name' | 'username'>) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

export function MemberMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <Menu position="bottom-end" withinPortal={false} width={240}>
      <Menu.Target>
        <UnstyledButton title={t('member.menu')} data-testid="member-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar ?? null} name={name} color="initials" size={34} alt="" aria-hidden data-testid="header-avatar" />
            <Text size="sm" fw={500} visibleFrom="sm" className="greeting">
              {t('member.greeting', { name })}
            </Text>
            {/* On phones the greeting is not shown but still names the button. */}
            <VisuallyHidden hiddenFrom="sm">{t('member.greeting', { name })}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">{t('member.greeting', { name })}</Menu.Label>
        {memberMenu(user).map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Form method="post" action="/auth/logout">
          <Menu.Item component="button" type="submit" color="red" leftSection={<IconLogout size={16} />}>
            {t('member.logout')}
          </Menu.Item>
        </Form>
      </Menu.Dropdown>
    </Menu>
  );
}
