// What the command-line scripts (benchmarks, Lighthouse, the process checks) share.
import { readFileSync } from 'node:fs';

/** The value of `--name=value`, or the fallback. */
export const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** With `--help`, prints the script's opening comment (its usage) and exits. */
export function helpIfAsked(file: string): void {
  if (!process.argv.includes('--help')) return;
  console.log(
    readFileSync(file, 'utf8')
      .split('\nimport ')[0]
      .replace(/^\/\/ ?/gm, ''),
  );
  process.exit(0);
}
