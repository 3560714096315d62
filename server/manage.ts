// Operator commands, in the style of Django's manage.py:
//   npm run manage -- create-client <name>
//   npm run manage -- create-staff <email> <password>
import { isStrongPassword } from '#common/password.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createClient } from './domain/auth/clients.ts';
import { createStaffUser } from './domain/users/staff.ts';
import { loadStartupConfig } from './startup.ts';

const [command, ...args] = process.argv.slice(2);
const usage = 'Usage:\n  npm run manage -- create-client <name>\n  npm run manage -- create-staff <email> <password>';

const known = (command === 'create-client' && args.length > 0) || (command === 'create-staff' && args.length === 2);
if (!known) {
  console.error(usage);
  process.exit(2);
}

const config = loadStartupConfig();
let exitCode = 0;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  if (command === 'create-client') {
    console.log(JSON.stringify(await createClient(database.db, { name: args.join(' ') })));
  } else {
    if (!isStrongPassword(args[1])) throw new Error('The password must contain at least 8 characters: 1 uppercase letter, 1 lowercase letter, 1 number.');
    console.log(JSON.stringify(await createStaffUser(database.db, { email: args[0], password: args[1] })));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database?.close();
}
process.exit(exitCode);
