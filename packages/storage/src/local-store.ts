/**
 * The local folder (STORAGE=local, the default): one folder per store under DATA_DIR. A write
 * goes to a hidden partial file in the target folder and is renamed into place, so a full disk
 * or a crash never leaves half a photo under its name; partial files are never served.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { type PhotoStore, StorageUnavailableError, checkKey, isHiddenKey } from './photo-store.ts';

/** The file operations the store uses: node's, or failing ones in a test (a full disk). */
export type LocalFs = Pick<
  typeof fsPromises,
  'writeFile' | 'rename' | 'rm' | 'mkdir' | 'stat' | 'link' | 'copyFile' | 'readFile'
>;

/** Errors of a disk that cannot take more now; anything else (a permission) stays a fault of ours. */
const UNAVAILABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EMFILE', 'ENFILE']);

function unavailable(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && UNAVAILABLE.has(code)
    ? new StorageUnavailableError(`The photo folder cannot take the file (${code})`, { cause: error })
    : error;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function createLocalStore(root: string, fs: LocalFs = fsPromises): PhotoStore {
  const path = (key: string) => join(root, ...checkKey(key).split('/'));

  async function stat(key: string) {
    return fs.stat(path(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      const target = path(key);
      if (isHiddenKey(key)) throw new Error(`Hidden storage keys are never written: ${key}`);
      const partial = join(dirname(target), `.partial-${randomBytes(8).toString('hex')}`);
      try {
        await fs.mkdir(dirname(target), { recursive: true });
        await fs.writeFile(partial, bytes, { flag: 'wx' });
        await fs.rename(partial, target);
      } catch (error) {
        throw unavailable(error);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async get(key) {
      if (isHiddenKey(key)) return null;
      const info = await stat(key);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(path(key))) as ReadableStream<Uint8Array>,
        size: info.size,
        // The bytes under a key never change; size and time tell copies of a folder apart.
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        contentType: getMimeType(key) ?? 'application/octet-stream',
      };
    },
    async read(key) {
      return fs.readFile(path(key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
    },
    async exists(key) {
      return Boolean((await stat(key))?.isFile());
    },
    async copy(from, to) {
      const target = path(to);
      const partial = join(dirname(target), `.partial-${randomBytes(8).toString('hex')}`);
      try {
        await fs.mkdir(dirname(target), { recursive: true });
        // A hard link costs a directory entry, not disk (a million seeded members share pictures).
        await fs.link(path(from), partial).catch(() => fs.copyFile(path(from), partial));
        await fs.rename(partial, target);
      } catch (error) {
        throw unavailable(error);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(path(key), { force: true })));
    },
  };
}
