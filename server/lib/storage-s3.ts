import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, mediaUrl, type Storage } from './storage.ts';

export type S3Settings = {
  /** Unset = AWS itself; set for any S3-compatible service (MinIO, R2, Ceph, …). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset = the SDK's own chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most self-hosted services need. */
  forcePathStyle: boolean;
  /** Where the bucket's objects can be read by browsers (a CDN); unset = the app serves them under /media. */
  publicUrl?: string;
};

/**
 * The same interface as the disk, on an S3 bucket with the same keys. Public files are linked under
 * /media (streamed from the bucket by the app, cacheable by a CDN) unless S3_PUBLIC_URL names an
 * address that serves the bucket's "public/" prefix directly.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's default
    // streaming checksum trailers (aws-chunked), and stored files are checked by content anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, data, options = {}) {
      assertStorageKey(key);
      const size = Buffer.isBuffer(data) ? data.length : options.size;
      if (size === undefined) throw new Error('S3 needs the size of a streamed file');
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: size, ContentType: options.contentType, CacheControl: options.cacheControl }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0, contentType: object.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl: (key) => (settings.publicUrl ? `${settings.publicUrl}/${key}` : mediaUrl(key)),
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
