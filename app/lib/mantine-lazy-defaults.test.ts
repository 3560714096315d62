import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineLazyDefaults, REMOVE_DEFAULTS_MODULE } from './mantine-lazy-defaults.vite.ts';

const file = path.resolve(`node_modules${REMOVE_DEFAULTS_MODULE}`);

describe("Mantine's default CSS variables computed when first needed", () => {
  it('rewrites the module so that nothing is computed as it is evaluated, and the function works as before', async () => {
    const out = mantineLazyDefaults.transform(readFileSync(file, 'utf8'), file);
    expect(out?.code).not.toContain('const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);');
    expect(out?.code).toContain('defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);');
    // The rewritten module, next to the original so that its imports resolve: the same answer as Mantine's.
    const rewritten = file.replace(/\.mjs$/, '.lazy-test.mjs');
    const { writeFileSync, rmSync } = await import('node:fs');
    writeFileSync(rewritten, out?.code ?? '');
    try {
      const lazy = await import(rewritten);
      const original = await import(file);
      const input = { variables: { '--mantine-scale': '1', '--x': 'y' }, light: { '--mantine-color-white': '#fff' }, dark: {} };
      expect(lazy.removeDefaultVariables(input)).toEqual(original.removeDefaultVariables(input));
      expect(lazy.removeDefaultVariables(input).variables).toEqual({ '--x': 'y' });
    } finally {
      rmSync(rewritten);
    }
  });

  it('leaves other modules alone', () => {
    expect(mantineLazyDefaults.transform('const a = 1;', '/x/node_modules/@mantine/core/esm/index.mjs')).toBeUndefined();
  });

  it('fails loudly when Mantine changes the module', () => {
    expect(() => mantineLazyDefaults.transform('export {}', file)).toThrow(/changed/);
  });
});
