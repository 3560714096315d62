import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../lib/storage-s3.ts';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

/**
 * A real S3-compatible server on a free loopback port, with one bucket, for the storage tests. It
 * speaks the S3 protocol over HTTP and checks request signatures, so the adapter is tested as it
 * talks to any S3 service. `env` configures the whole app to use it.
 */
export async function startS3Server(bucket = 'wya-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'wya-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { endpoint, bucket, region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY, forcePathStyle: true };
  return {
    settings,
    directory,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
