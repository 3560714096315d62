// The upload module: a policy per kind of file, reading multipart bodies to disk, checking and re-encoding.
export * from './policies.ts';
export * from './prepare.ts';
export * from './receive.ts';
