import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box className="site">
      <SiteHeader />
      <Box component="main" id="main" className="site-main">
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
