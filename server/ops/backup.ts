import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { create, extract } from 'tar';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * `npm run manage -- backup|restore <file>` (docs/decisions/0035-backups.md). One .tar.gz holds
 * everything a site keeps outside its bucket:
 *
 *   backup.json           what it is (format, engine, when)
 *   database.pgdump       PostgreSQL: pg_dump's custom format (restored by pg_restore)
 *   database.tar          the embedded database: PGlite's own data-folder dump
 *   data/uploads/…        uploaded files, when they are kept on disk (no S3_BUCKET)
 *   data/secrets.json     a SESSION_SECRET generated into DATA_DIR (sealed jobs and cookies need it)
 */

/** Where a site keeps its data: from the configuration (manage) or a test's own. */
export type SitePlace = {
  /** PostgreSQL's connection string; unset = the embedded database in `dataDir/db`. */
  databaseUrl?: string;
  dataDir: string;
  /** Uploads live in `dataDir/uploads` (no bucket): they go into the archive and come back from it. */
  localFiles: boolean;
};

type Manifest = { format: 1; engine: Database['kind']; createdAt: string };

const run = promisify(execFile);

/** Writes a backup of an open database (and the site's files) to `file`. */
export async function createBackup(file: string, database: Database, place: Omit<SitePlace, 'databaseUrl'>): Promise<{ files: string[] }> {
  const target = path.resolve(file);
  // Staged beside the archive: the folder the operator chose has room for a dump of this size (/tmp may not).
  const staging = await mkdtemp(path.join(path.dirname(target), '.wya-backup-'));
  try {
    const manifest: Manifest = { format: 1, engine: database.kind, createdAt: new Date().toISOString() };
    await writeFile(path.join(staging, 'backup.json'), JSON.stringify(manifest, null, 2));
    let dump: string;
    if (database.kind === 'postgres') {
      dump = 'database.pgdump';
      // pg_dump reads one consistent snapshot while the site keeps running.
      await pgTool('pg_dump', ['--format=custom', `--file=${path.join(staging, dump)}`], databaseUrlOf(database));
    } else {
      dump = 'database.tar';
      // Uncompressed: the archive around it is gzipped once.
      const data = await (database.pglite as NonNullable<Database['pglite']>).dumpDataDir('none');
      await writeFile(path.join(staging, dump), Buffer.from(await data.arrayBuffer()));
    }
    // `data` points at DATA_DIR, so its files enter the archive under data/ without being copied.
    await symlink(path.resolve(place.dataDir), path.join(staging, 'data'));
    const files = [...(place.localFiles ? ['data/uploads'] : []), 'data/secrets.json'].filter((f) => existsSync(path.join(staging, f)));
    await create({ gzip: true, portable: true, file: target, cwd: staging }, ['backup.json', dump, ...files]);
    return { files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores `file` into the configured database and DATA_DIR. A database that already holds tables
 * is refused unless `force` (then it is replaced), so a mistyped DATABASE_URL or DATA_DIR cannot
 * overwrite a live site.
 */
export async function restoreBackup(file: string, place: SitePlace, options: { force?: boolean } = {}): Promise<{ files: boolean }> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No backup at ${source}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'wya-restore-'));
  try {
    await extract({ file: source, cwd: staging, strict: true, filter: (p) => !p.startsWith('data/') });
    const manifest = await readManifest(staging);
    const engine: Database['kind'] = place.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      throw new Error(
        manifest.engine === 'postgres'
          ? 'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
          : 'This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    if (place.databaseUrl) await restorePostgres(path.join(staging, 'database.pgdump'), place.databaseUrl, options.force);
    else await restorePglite(path.join(staging, 'database.tar'), place.dataDir, options.force);

    // The database is in; now its files. A forced restore replaces the uploads (no files of the old site stay behind).
    await mkdir(place.dataDir, { recursive: true });
    if (options.force && place.localFiles) await rm(path.join(place.dataDir, 'uploads'), { recursive: true, force: true });
    await extract({
      file: source,
      cwd: place.dataDir,
      strip: 1,
      strict: true,
      filter: (p) => p === 'data/secrets.json' || (place.localFiles && p.startsWith('data/uploads/')),
    });
    return { files: place.localFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(staging, 'backup.json'), 'utf8').catch(() => '{}')) as Partial<Manifest>;
  if (manifest.format !== 1) throw new Error('This file is not a backup made by `npm run manage -- backup` (no backup.json of format 1).');
  return manifest as Manifest;
}

const notEmpty = (what: string) =>
  new Error(`${what} is not empty: restore refuses to overwrite it. Restore into a new, empty database, or add --force to replace what it holds.`);

async function restorePostgres(dump: string, databaseUrl: string, force = false) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0].n > 0 && !force) throw notEmpty(`The database ${new URL(databaseUrl).pathname.slice(1)} (${rows[0].n} tables)`);
    // Forced: emptied first, schema by schema (pg_restore --clean fails on pg-boss's partitioned tables),
    // then restored as into a new database; `public` comes back as PostgreSQL makes it.
    if (rows[0].n > 0) await client.query(DROP_EVERY_SCHEMA);
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails leaves nothing half done. Objects belong to the restoring
  // role (the backup may come from a server with other roles).
  await pgTool('pg_restore', ['--single-transaction', '--no-owner', '--no-privileges', dump], databaseUrl);
}

const DROP_EVERY_SCHEMA = `
do $$
declare s text;
begin
  for s in select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
    execute format('drop schema %I cascade', s);
  end loop;
  create schema public authorization pg_database_owner;
  grant usage on schema public to public;
end $$`;

async function restorePglite(dump: string, dataDir: string, force = false) {
  const folder = path.join(dataDir, 'db');
  if (existsSync(path.join(folder, 'PG_VERSION'))) {
    if (!force) throw notEmpty(`The embedded database in ${folder}`);
    // Opened once first: it refuses while a server still runs on it (the data folder's lock).
    await (await openDatabase({ dataDir })).close();
    await rm(folder, { recursive: true, force: true });
  }
  const data = new Blob([await readFile(dump)], { type: 'application/x-tar' });
  // Loading writes the dump into DATA_DIR/db; closing removes the lock file the dump may carry.
  await (await openDatabase({ dataDir, loadDataDir: data })).close();
}

const databaseUrlOf = (database: Database) => {
  if (!database.url) throw new Error('A PostgreSQL database without its connection string cannot be dumped.');
  return database.url;
};

/**
 * Runs pg_dump or pg_restore on a connection string. The password goes in PGPASSWORD, not on the
 * command line, where any user of the machine could read it (ps).
 */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(tool, [...args, `--dbname=${url}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools of your server's major version or newer (Debian: apt-get install postgresql-client).`,
      );
    }
    throw new Error(`${tool} failed: ${(e.stderr || e.message).trim()}`);
  }
}
