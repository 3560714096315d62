import { literal, withValuesInline } from './pglite-inline.ts';
import type { PgliteRemote } from './pglite-remote.ts';

/**
 * PGlite has no named prepared statements: it parses and plans every statement on every call. A
 * school's profile took 2.1 ms there, 1.3 of them planning, on the process's one thread. So the
 * statements the code prepares by name (`prepared`, db/prepared.ts) are prepared once with SQL's
 * PREPARE and run with EXECUTE (0.8 ms). EXECUTE takes no bind parameters: the values are written
 * as quoted literals, which PostgreSQL converts to each parameter's type exactly as it converts a
 * bound value's text. Only strings, numbers, booleans, nulls and arrays of integers (a page's ids)
 * are written so; a call with any other value runs as an ordinary statement. An ordinary statement
 * outside a transaction goes as one message too, its values written in (pglite-inline.ts, decision 0063).
 */
export type PgliteStatements = { register(text: string, name: string): void };

const registries = new WeakMap<object, PgliteStatements>();

/** The registry of the PGlite client behind a Drizzle database, if it is one. */
export const pgliteStatements = (client: unknown): PgliteStatements | undefined =>
  typeof client === 'object' && client !== null ? registries.get(client) : undefined;

/** Errors after which a prepared statement is dropped: it is gone, or a schema change altered its result. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

export async function prepareNamedStatements(client: PgliteRemote): Promise<void> {
  const { rows } = await client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings');
  if (rows[0]?.standard_conforming_strings !== 'on') return;
  const names = new Map<string, string>();
  const ready = new Map<string, Promise<unknown>>();
  const query = client.query.bind(client);
  const prepare = (name: string, text: string) => {
    let done = ready.get(name);
    if (!done) {
      done = client.exec(`prepare ${name} as ${text}`);
      ready.set(name, done);
      done.catch(() => ready.delete(name));
    }
    return done;
  };
  client.query = (async (text: string, params?: unknown[], options?: Parameters<PgliteRemote['query']>[2]) => {
    const name = names.get(text);
    if (!name) {
      // One message instead of six (decision 0063); as it is when the text cannot be read so.
      const inline = withValuesInline(text, params ?? []);
      return inline === undefined ? query(text, params, options) : (await client.exec(inline, options))[0];
    }
    const values = (params ?? []).map(literal);
    if (values.includes(undefined)) return query(text, params, options);
    await prepare(name, text);
    try {
      // One simple-protocol message, where query() sends parse, bind, describe, execute and sync for a
      // statement that has no parameters: 0.2 against 0.3–0.4 ms for a profile's row (decision 0061).
      const [result] = await client.exec(`execute ${name}(${values.join(', ')})`, options);
      return result;
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      ready.delete(name);
      await client.exec(`deallocate ${name}`).catch(() => {});
      return query(text, params, options);
    }
  }) as PgliteRemote['query'];
  registries.set(client, {
    register(text, name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
      names.set(text, name);
    },
  });
}
