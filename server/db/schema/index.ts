// Every table of the product; drizzle-kit reads this file. Add one export line per schema file.

export * from './audit.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './content.ts';
export * from './data-exports.ts';
export * from './directory.ts';
export * from './files.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './payments.ts';
export * from './places.ts';
export * from './staff-tasks.ts';
export * from './users.ts';
