import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolDetail } from '#common/directory.ts';

/** A school's instructors as small cards: they wrap on a phone instead of clipping a table column. */
export function InstructorList({ instructors }: { instructors: SchoolDetail['instructors'] }) {
  const { t } = useTranslation('directory');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="instructors">
      {instructors.map((i) => (
        <Paper key={i.id} withBorder radius="md" p="sm">
          <Text fw={600}>{i.name}</Text>
          {i.certification && <Text size="sm">{i.certification}</Text>}
          {i.years_teaching ? (
            <Text size="sm" c="dimmed">
              {t('years_teaching', { count: i.years_teaching })}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
