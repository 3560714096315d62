import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';
import { MANTINE_USE_ID_IMPORT, mantineUseId } from './mantine-use-id.vite.ts';

describe("Mantine's useId replaced", () => {
  it('is found where @mantine/hooks imports its own (an upgrade that moves it fails here)', () => {
    const index = path.resolve('node_modules/@mantine/hooks/esm/index.mjs');
    expect(readFileSync(index, 'utf8')).toContain(`from "${MANTINE_USE_ID_IMPORT}"`);
    expect(mantineUseId.resolveId(MANTINE_USE_ID_IMPORT, index)).toBe(path.resolve('app/lib/mantine-use-id.ts'));
  });

  it('leaves the same specifier in other packages alone', () => {
    expect(mantineUseId.resolveId(MANTINE_USE_ID_IMPORT, path.resolve('node_modules/other/esm/index.mjs'))).toBeUndefined();
    expect(mantineUseId.resolveId(MANTINE_USE_ID_IMPORT, undefined)).toBeUndefined();
  });

  it("gives React's id, the same on the server as in the browser, unless one is given", () => {
    const Ids = () => createElement('p', null, `${useId()} ${useId()} ${useId('given')}`);
    const [first, second, given] = renderToString(createElement(Ids))
      .replace(/<\/?p>/g, '')
      .split(' ');
    expect(first).toMatch(/^mantine-\S+$/);
    expect(second).not.toBe(first);
    expect(given).toBe('given');
  });
});
