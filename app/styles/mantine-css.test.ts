import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The site imports only the Mantine styles it uses (app/styles/mantine.css). A component used without
// its file renders unstyled, and files out of Mantine's order lose rules to earlier ones.
const root = path.resolve(import.meta.dirname, '../..');
const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');
const imported = [...readFileSync(path.join(root, 'app/styles/mantine.css'), 'utf8').matchAll(/styles\/([A-Za-z-]+)\.css/g)].map((m) => m[1] as string);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('Mantine styles', () => {
  it('has a style file for every Mantine component the app imports', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(root, 'app'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g))
        for (const name of (m[1] as string).split(',').map(
          (n) =>
            n
              .trim()
              .replace(/^type /, '')
              .split(' ')[0] as string,
        ))
          used.add(name);
    }
    const withStyles = new Set(readdirSync(stylesDir).map((f) => f.replace(/\.css$/, '')));
    const missing = [...used].filter((name) => withStyles.has(name) && !imported.includes(name));
    expect(missing).toEqual([]);
  });

  it('imports them in the order of Mantine’s own styles.css', () => {
    const full = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
    const positions = imported.map((name) =>
      full.indexOf(
        readFileSync(path.join(stylesDir, `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      ),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
