import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Unit tests fail on an unexpected console.error, as the browser journeys do: an error printed and
 * ignored is a bug nobody sees. A test that expects one says so with `expectConsoleError()`.
 */
let printed: unknown[][] = [];
let expected = 0;

export function expectConsoleError(count = 1) {
  expected += count;
}

beforeEach(() => {
  printed = [];
  expected = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (printed.length > expected) {
    const shown = printed.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')).join('\n');
    throw new Error(`unexpected console.error (${printed.length - expected}):\n${shown}`);
  }
});
