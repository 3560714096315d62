import path from 'node:path';
import type { Plugin } from 'vite';

/** The specifier by which `@mantine/hooks` imports its own `useId` (its esm/index.mjs). */
export const MANTINE_USE_ID_IMPORT = './use-id/use-id.mjs';
const REPLACEMENT = path.resolve(import.meta.dirname, 'mantine-use-id.ts');

/** Puts `mantine-use-id.ts` in place of Mantine's `useId`, which renders every component using it twice. */
export const mantineUseId = {
  name: 'wya:mantine-use-id',
  // Before Vite's own resolver, which otherwise answers every import in node_modules first.
  enforce: 'pre',
  resolveId(source: string, importer: string | undefined) {
    if (source === MANTINE_USE_ID_IMPORT && importer?.replaceAll('\\', '/').includes('/@mantine/hooks/')) return REPLACEMENT;
  },
} satisfies Plugin;
