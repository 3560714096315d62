// Operator commands, in the style of Django's manage.py:
//   npm run manage -- create-client <name>
//   npm run manage -- create-staff <email> <password>
//   npm run manage -- backup <file>
//   npm run manage -- restore <file> [--force]
//   npm run manage -- reindex-search
import { isStrongPassword } from '#common/password.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createClient } from './domain/auth/clients.ts';
import { reindexListings } from './domain/directory/reindex.ts';
import { createStaffUser } from './domain/users/staff.ts';
import { createBackup, restoreBackup } from './ops/backup.ts';
import { loadStartupConfig } from './startup.ts';

const [command, ...given] = process.argv.slice(2);
const force = given.includes('--force');
const args = given.filter((a) => a !== '--force');
const usage = [
  'Usage:',
  '  npm run manage -- create-client <name>',
  '  npm run manage -- create-staff <email> <password>',
  '  npm run manage -- backup <file>             database and uploaded files (not an S3 bucket) in one .tar.gz',
  '  npm run manage -- restore <file> [--force]  into an empty database; --force replaces a database that has data',
  "  npm run manage -- reindex-search             writes every listing's search text again (after place names change)",
].join('\n');

const known =
  (command === 'create-client' && args.length > 0) ||
  (command === 'create-staff' && args.length === 2) ||
  (command === 'backup' && args.length === 1 && !force) ||
  (command === 'restore' && args.length === 1) ||
  (command === 'reindex-search' && args.length === 0 && !force);
if (!known) {
  console.error(usage);
  process.exit(2);
}
// Checked before the database is opened (and migrated): a refusal should not cost a start-up.
if (command === 'create-staff' && !isStrongPassword(args[1])) {
  console.error('The password must contain at least 8 characters: 1 uppercase letter, 1 lowercase letter, 1 number.');
  process.exit(1);
}

const config = loadStartupConfig();
const place = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, localFiles: !config.s3 };
let exitCode = 0;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  if (command === 'restore') {
    // Not migrated first: that would fill the empty database the backup goes into.
    const { files } = await restoreBackup(args[0], place, { force });
    console.log(`Restored ${args[0]}${files ? ' (database and uploaded files)' : ' (database; uploads stay in the S3 bucket)'}.`);
  } else {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    if (command === 'backup') {
      const { files } = await createBackup(args[0], database, place);
      console.log(`Backup written to ${args[0]}${files.includes('data/uploads') ? ' (database and uploaded files)' : ' (database only)'}.`);
    } else {
      await migrateDatabase(database);
      if (command === 'create-client') {
        console.log(JSON.stringify(await createClient(database.db, { name: args.join(' ') })));
      } else if (command === 'reindex-search') {
        const done = await reindexListings(database, { onBatch: (kind, count) => console.log(`${kind}: ${count}`) });
        console.log(`Search text written again: ${done.schools} schools, ${done.teachers} teachers, ${done.events} events.`);
      } else {
        console.log(JSON.stringify(await createStaffUser(database.db, { email: args[0], password: args[1] })));
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
