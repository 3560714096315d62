import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolDetail } from '#common/directory.ts';
import { LightPaper, LightText } from '../light.tsx';

/** A school's instructors as small cards: they wrap on a phone instead of clipping a table column. */
export function InstructorList({ instructors }: { instructors: SchoolDetail['instructors'] }) {
  const { t } = useTranslation('directory');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="instructors">
      {instructors.map((i) => (
        <LightPaper key={i.id} withBorder radius="md" p="sm">
          <LightText fw={600}>{i.name}</LightText>
          {i.certification && <LightText size="sm">{i.certification}</LightText>}
          {i.years_teaching ? (
            <LightText size="sm" c="dimmed">
              {t('years_teaching', { count: i.years_teaching })}
            </LightText>
          ) : null}
        </LightPaper>
      ))}
    </SimpleGrid>
  );
}
