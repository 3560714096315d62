import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineLazyDefaults } from './mantine-lazy-defaults.vite.ts';
import { mantineUseId } from './mantine-use-id.vite.ts';

// The two Mantine plugins in a real Vite build, as vite.config.ts uses them: a plugin that Vite
// never asks (its own resolver answered first) passed its own tests while the site shipped Mantine's useId.
const ENTRY = '\0wya-entry';
const entry: Plugin = {
  name: 'wya:test-entry',
  resolveId: (id) => (id === ENTRY ? id : undefined),
  load: (id) => (id === ENTRY ? "export { useId } from '@mantine/hooks';\nexport { MantineProvider } from '@mantine/core';\n" : undefined),
};

describe('Mantine plugins in a Vite build', () => {
  it("bundles our useId instead of Mantine's, and Mantine's default variables computed on first use", async () => {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [mantineUseId, mantineLazyDefaults, entry],
      build: { write: false, minify: false, rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict' } },
    })) as Rolldown.RolldownOutput;
    const code = result.output.map((o) => ('code' in o ? o.code : '')).join('\n');
    expect(code).toContain('app/lib/mantine-use-id.ts');
    expect(code).not.toContain('@mantine/hooks/esm/use-id/use-id.mjs');
    expect(code).toContain('defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);');
  }, 60_000);
});
