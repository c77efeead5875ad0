import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored object read back: its bytes as a stream and its size. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded pictures live. Keys are relative, slash-separated paths
 * (`picSrc/2026/11/<random>.png`) made by the server, never by the client. The local-disk
 * store below is the default; an S3-compatible store implements the same three calls
 * (PutObject, GetObject, DeleteObject) with the key as object key.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys the server makes and accepts back: folders and a file name of safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,32}(\/[A-Za-z0-9_-]{1,64}){0,4}\.[a-z0-9]{1,5}$/;

/** Whether a key is one the storage may hold (no `..`, no absolute path, no odd characters). */
export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** Pictures on the local disk under `root`. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; refuses any key that would leave the root. */
  private fileOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const file = path.resolve(this.root, key);
    const rel = path.relative(this.root, file);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
      throw new Error(`storage key leaves the root: ${key}`);
    }
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a picture.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.part`;
    await fsp.writeFile(tmp, data, { flag: 'wx' });
    await fsp.rename(tmp, file);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.fileOf(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return undefined;
      return { body: fs.createReadStream(file), size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.fileOf(key), { force: true });
  }
}
