import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../router-links.tsx';

type Crumb = { label: string; to?: string };

/** The coloured band at the top of every information page. */
export function PageHeader({ title, intro, crumbs, children }: { title: string; intro?: string; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <section className="page-band">
      <Container size="lg">
        <Stack gap="sm" maw={820}>
          {crumbs && crumbs.length > 0 && (
            <Breadcrumbs separator="›" className="page-band-crumbs">
              {crumbs.map((c) =>
                c.to ? (
                  <Anchor key={c.label} component={Link} to={c.to} c="brand.1" size="sm">
                    {c.label}
                  </Anchor>
                ) : (
                  <Text key={c.label} size="sm" c="brand.0">
                    {c.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          )}
          <Title order={1} c="white" fz={{ base: 28, sm: 38 }} lh={1.25}>
            {title}
          </Title>
          {intro && (
            <Text c="brand.0" fz={{ base: 'md', sm: 'lg' }}>
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </section>
  );
}
