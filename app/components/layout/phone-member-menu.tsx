import { Anchor, Avatar, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/types.ts';
import { Form, Link } from '../router-links.tsx';
import { displayName } from './member-menu.tsx';
import { type NavLink, phoneMemberMenu } from './nav-items.ts';

/**
 * The logged-in part of the phone menu (issue 36): the member's own pages, which the small avatar
 * menu alone held, the back office's sections for staff, and logging out. Above the site's pages,
 * where a member looks first.
 */
export function PhoneMemberMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { member, staff } = phoneMemberMenu(user);
  const name = displayName(user);
  const links = (items: NavLink[], ns: string | undefined) =>
    items.map((item) => (
      <Anchor key={item.to} component={Link} to={item.to} pl="sm">
        {t(item.labelKey, { ns })}
      </Anchor>
    ));
  return (
    <Stack gap="xs" data-testid="phone-member-menu">
      <Stack gap={4} component="nav" aria-label={t('member.menu')}>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={user.avatar ?? null} name={name} color="initials" size={28} alt="" aria-hidden />
          <Text fw={600} size="sm" c="dimmed">
            {t('member.greeting', { name })}
          </Text>
        </Group>
        {links(member, undefined)}
      </Stack>
      {staff.length > 0 && (
        <Stack gap={4} component="nav" aria-label={t('staff:title')} data-testid="phone-staff-menu">
          <Text fw={600} size="sm" c="dimmed">
            {t('staff:title')}
          </Text>
          {links(staff, 'staff')}
        </Stack>
      )}
      <Form method="post" action="/auth/logout">
        <Button type="submit" variant="default" color="red" size="xs" leftSection={<IconLogout size={16} />}>
          {t('member.logout')}
        </Button>
      </Form>
      <Divider my="xs" />
    </Stack>
  );
}
