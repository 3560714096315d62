import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from './errors.ts';
import { assertStorageKey, mediaUrl, type Storage } from './storage-port.ts';

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
  /** Time limits (ms) and attempts; the defaults suit production, tests shorten them. */
  timeouts?: Partial<S3Timeouts>;
};

export type S3Timeouts = {
  /** To open the TCP (and TLS) connection. */
  connectMs: number;
  /** From sending a read or delete to the answer's headers; also the longest silence while a body streams. */
  requestMs: number;
  /** An upload's time to answer, before the allowance for its size (uploadMsPerMb). */
  uploadMs: number;
  uploadMsPerMb: number;
  /** Tries per call, the first one included (the SDK retries timeouts and 5xx answers). */
  maxAttempts: number;
};

// Every call to S3 has a time limit (ARCHITECTURE.md): a bucket that accepts connections but never
// answers must not hold a visitor's request (or a worker) forever.
export const S3_TIMEOUTS: S3Timeouts = { connectMs: 3_000, requestMs: 10_000, uploadMs: 30_000, uploadMsPerMb: 1_000, maxAttempts: 2 };

/**
 * The same interface as the disk, on an S3 bucket with the same keys. Public files are linked under
 * /media (streamed from the bucket by the app, cacheable by a CDN) unless S3_PUBLIC_URL names an
 * address that serves the bucket's "public/" prefix directly.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const limits = { ...S3_TIMEOUTS, ...settings.timeouts };
  // The SDK (≈ 1 MB of code) is loaded with the first call, so a site on local disk never loads it.
  let connected: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, settings, limits) })));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, data, options = {}) {
      assertStorageKey(key);
      const size = Buffer.isBuffer(data) ? data.length : options.size;
      if (size === undefined) throw new Error('S3 needs the size of a streamed file');
      const { client, sdk } = await connect();
      // A single PUT: S3 stores the whole object or nothing, so a failed upload leaves no half file.
      await client
        .send(
          new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: size, ContentType: options.contentType, CacheControl: options.cacheControl }),
          { requestTimeout: limits.uploadMs + Math.ceil((size / 1_048_576) * limits.uploadMsPerMb) },
        )
        .catch(unavailable);
    },
    async get(key) {
      assertStorageKey(key);
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0, contentType: object.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },
    async remove(key) {
      assertStorageKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })).catch(unavailable);
    },
    publicUrl: (key) => (settings.publicUrl ? `${settings.publicUrl}/${key}` : mediaUrl(key)),
  };
}

function newClient(sdk: typeof import('@aws-sdk/client-s3'), settings: S3Settings, limits: typeof S3_TIMEOUTS) {
  return new sdk.S3Client({
    maxAttempts: limits.maxAttempts,
    // The SDK's Node handler, configured: requestTimeout runs until the answer's headers (an error
    // only with throwOnRequestTimeout), socketTimeout catches a body that stops streaming afterwards.
    requestHandler: {
      connectionTimeout: limits.connectMs,
      requestTimeout: limits.requestMs,
      throwOnRequestTimeout: true,
      socketTimeout: Math.max(limits.requestMs, limits.uploadMs),
    },
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
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * A bucket that does not answer in time, cannot be reached or answers 5xx is an outage: a clear 503
 * ("temporarily unavailable", errors.unavailable) instead of a hang or a bare 500. Other failures
 * (access denied, a bad bucket name…) are configuration mistakes and stay as they are (logged, 500).
 */
function unavailable(error: unknown): never {
  if (isOutage(error)) throw Object.assign(new AppError('UNAVAILABLE', 'errors.unavailable'), { cause: error });
  throw error;
}

const NETWORK_CODES = new Set(['ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isOutage(error: unknown): boolean {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'TimeoutError' ||
    (e.code !== undefined && NETWORK_CODES.has(e.code)) ||
    (e.$metadata?.httpStatusCode !== undefined && e.$metadata.httpStatusCode >= 500)
  );
}
