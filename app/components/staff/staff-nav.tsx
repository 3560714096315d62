import { Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../router-links.tsx';

/** The back office's sections; `end` keeps the dashboard from looking active on every page below it. */
export const STAFF_SECTIONS = [
  { to: '/staff', labelKey: 'nav.dashboard', end: true },
  { to: '/staff/applications', labelKey: 'nav.applications', end: false },
  { to: '/staff/payments', labelKey: 'nav.payments', end: false },
  { to: '/staff/members', labelKey: 'nav.members', end: false },
  { to: '/staff/content', labelKey: 'contentAdmin.nav', end: false },
  { to: '/staff/audit', labelKey: 'nav.audit', end: false },
];

export function StaffNav() {
  const { t } = useTranslation('staff');
  return (
    <ScrollArea type="auto" mb="lg">
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t('title')}>
        {STAFF_SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={section.end} className="nav-link" style={{ whiteSpace: 'nowrap' }}>
            {t(section.labelKey)}
          </NavLink>
        ))}
      </Group>
    </ScrollArea>
  );
}
