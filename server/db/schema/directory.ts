// The directory: schools, teachers and events with everything hanging from them.
export * from './directory-common.ts';
export * from './directory-events.ts';
export * from './directory-schools.ts';
export * from './directory-teachers.ts';
