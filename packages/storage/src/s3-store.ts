/**
 * S3-compatible storage (STORAGE=s3, ADR 0074) through the AWS SDK: one bucket, one key prefix
 * per store (`uploads/`, `chat-photos/`). The objects stay private; the server streams them to
 * members (chat photos only after the API's access check), so no bucket policy or public URL
 * is needed and a CDN in front of the site caches the public ones by their immutable headers.
 */
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getMimeType } from 'hono/utils/mime';
import { type PhotoStore, StorageUnavailableError, checkKey, isHiddenKey } from './photo-store.ts';

/** The settings S3_* (packages/config). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; AWS itself when unset. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Both keys, or undefined: the SDK's default chain (an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** A client that gives up within seconds: an upload answers 503, never hangs on a dead endpoint. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Any failure to reach or be served by S3 is, to a member, storage that cannot take the photo now. */
function unavailable(error: unknown): StorageUnavailableError {
  const status =
    error instanceof S3ServiceException ? ` (${error.name}, HTTP ${error.$metadata.httpStatusCode})` : '';
  return new StorageUnavailableError(`S3 storage did not take the request${status}`, { cause: error });
}

export function createS3Store(client: S3Client, bucket: string, prefix: string): PhotoStore {
  const Key = (key: string) => `${prefix}${checkKey(key)}`;

  async function head(key: string) {
    return client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) })).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw unavailable(error);
    });
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (isHiddenKey(checkKey(key))) throw new Error(`Hidden storage keys are never written: ${key}`);
      // A PUT is atomic in S3: the object exists whole or not at all.
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: bytes, ContentType: contentType }))
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },
    async get(key) {
      if (isHiddenKey(key)) return null;
      const object = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }))
        .catch((error: unknown) => {
          if (notFound(error)) return null;
          throw unavailable(error);
        });
      if (!object?.Body) return null;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? `"${Key(key)}"`,
        contentType: object.ContentType ?? getMimeType(key) ?? 'application/octet-stream',
      };
    },
    async read(key) {
      const object = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }))
        .catch((error: unknown) => {
          if (notFound(error)) return null;
          throw unavailable(error);
        });
      return object?.Body ? object.Body.transformToByteArray() : null;
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async copy(from, to) {
      await client
        .send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: Key(to),
            CopySource: encodeURI(`${bucket}/${Key(from)}`),
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },
    async delete(keys) {
      // DeleteObjects takes at most 1,000 keys a request.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const result = await client
          .send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: batch.map((key) => ({ Key: Key(key) })), Quiet: true },
            }),
          )
          .catch((error: unknown) => {
            throw unavailable(error);
          });
        const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw unavailable(
            new Error(`S3 kept ${failed.length} objects: ${failed[0]?.Code} ${failed[0]?.Key}`),
          );
        }
      }
    },
  };
}
