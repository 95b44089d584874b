/**
 * Where photos are kept (issue 20 point 5, ADR 0074): one interface, a local folder by default
 * and S3-compatible storage with STORAGE=s3. Keys are `/`-separated names such as
 * `u12-<128 random bits>.webp` or `demo/female-brown-3.webp`; a key is written once and never
 * rewritten with other bytes (member photos get random names, demo pool pictures are written
 * only when missing), which is what lets every answer be cached for a year as immutable.
 */

/** An object as served: its bytes as a stream and what the response needs to describe them. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  /** A quoted entity tag (`"…"` or `W/"…"`), for conditional requests. */
  etag: string;
  contentType: string;
}

export interface PhotoStore {
  /** `local` or `s3`: for messages and tests, never for behaviour. */
  readonly kind: 'local' | 's3';
  /**
   * Stores the whole object or nothing: a failed write leaves no partial object under `key`.
   * Throws StorageUnavailableError when the storage cannot take it now (disk full, S3 down).
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object to serve, or null when there is none (or the key is hidden: never served). */
  get(key: string): Promise<StoredObject | null>;
  /** The whole object in memory (for re-encoding and the data export), or null when missing. */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Gives `to` the bytes of `from` (a hard link or a server-side copy: no download). */
  copy(from: string, to: string): Promise<void>;
  /** Deletes the objects; missing ones are fine. */
  delete(keys: readonly string[]): Promise<void>;
}

/**
 * The storage cannot take a write now (a full disk, S3 unreachable or refusing): the API answers
 * 503 `storage_unavailable` with Retry-After, and the caller has stored nothing.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  readonly code = 'storage_unavailable';
  /** Seconds a member should wait before trying again. */
  readonly retryAfterSeconds = 60;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A key that cannot name a file outside the store: no empty, `.` or `..` segment, no backslash or NUL. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/**
 * True when a segment of the key starts with a dot: never written by `put` (the local store's
 * partial files are named so) and never served, whatever a data folder holds (ADR 0040).
 */
export function isHiddenKey(key: string): boolean {
  return key.split('/').some((segment) => segment.startsWith('.'));
}
