import { Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STAFF_SECTIONS } from '../layout/nav-items.ts';
import { NavLink } from '../router-links.tsx';

// The sections are listed once, with the header's menus: the phone menu shows them to staff too.

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
