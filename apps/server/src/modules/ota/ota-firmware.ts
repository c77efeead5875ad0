import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FirmwareUploadFieldsSchema,
  OtaMessages,
  Status,
  type FirmwareUploadFields,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';

/**
 * Firmware packages on the local disk under `${DATA_DIR}/firmware/<customer>/<random>.<ext>`:
 * streamed to a part file while the SHA-256 is computed (a 64 MB package is never held in
 * memory), renamed into place once the upload is complete and valid.
 */

/** Multipart field of the package. */
export const FIRMWARE_FIELD = 'file';

/** Package names accepted, with the extension the stored file gets. */
const EXTENSIONS: readonly [RegExp, string][] = [
  [/\.tar\.gz$/i, 'tgz'],
  [/\.tgz$/i, 'tgz'],
  [/\.bin$/i, 'bin'],
  [/\.img$/i, 'img'],
  [/\.pkg$/i, 'pkg'],
  [/\.zip$/i, 'zip'],
];
export const extensionOf = (name: string) => EXTENSIONS.find(([re]) => re.test(name))?.[1];

const KEY_PATTERN = /^\d{1,19}\/[0-9a-f]{32}\.(bin|img|pkg|zip|tgz)$/;

/** The file of a stored key; refuses any key the server would not have made. */
export function fileOfKey(root: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid firmware key: ${key}`);
  return path.join(path.resolve(root), key);
}

export interface ReceivedFirmware {
  fields: FirmwareUploadFields;
  /** Where the package waits until it is recorded (moved by `keep`, removed by `discard`). */
  partFile: string;
  key: string;
  fileName: string;
  size: number;
  sha256: string;
}

function refusalOf(err: unknown, maxBytes: number): AppError | undefined {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(Status.PAYLOAD_TOO_LARGE, OtaMessages.firmwareTooLarge(maxBytes), 413);
    case 'FST_FILES_LIMIT':
      return badRequest(OtaMessages.FIRMWARE_ONE_FILE);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(OtaMessages.FIRMWARE_TOO_MANY_FIELDS);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(OtaMessages.FIRMWARE_NOT_MULTIPART);
    default:
      return undefined;
  }
}

/**
 * Reads an upload: the package (field `file`, a .bin/.img/.pkg/.zip/.tar.gz name, not
 * empty, within `maxBytes`) hashed on the way to disk, and the text fields validated.
 * On any refusal nothing stays on disk.
 */
export async function receiveFirmware(
  request: FastifyRequest,
  root: string,
  customerId: number,
  maxBytes: number,
): Promise<ReceivedFirmware> {
  if (!request.isMultipart()) throw badRequest(OtaMessages.FIRMWARE_NOT_MULTIPART);
  const raw: Record<string, string> = {};
  let file:
    { partFile: string; key: string; fileName: string; size: number; sha256: string } | undefined;
  let wrongType = false;
  const cleanup = async () => {
    if (file) await fsp.rm(file.partFile, { force: true });
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const ext = part.fieldname === FIRMWARE_FIELD ? extensionOf(part.filename) : undefined;
        if (!ext || file) {
          if (part.fieldname === FIRMWARE_FIELD && !ext) wrongType = true;
          part.file.resume();
          continue;
        }
        const key = `${customerId}/${randomBytes(16).toString('hex')}.${ext}`;
        const target = fileOfKey(root, key);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        const partFile = `${target}.${randomBytes(6).toString('hex')}.part`;
        const hash = createHash('sha256');
        let size = 0;
        file = { partFile, key, fileName: part.filename.slice(0, 255), size: 0, sha256: '' };
        await pipeline(
          part.file,
          new Transform({
            transform(chunk: Buffer, _enc, done) {
              hash.update(chunk);
              size += chunk.length;
              done(null, chunk);
            },
          }),
          fs.createWriteStream(partFile, { flags: 'wx' }),
        );
        if (part.file.truncated) {
          throw new AppError(Status.PAYLOAD_TOO_LARGE, OtaMessages.firmwareTooLarge(maxBytes), 413);
        }
        file.size = size;
        file.sha256 = hash.digest('hex');
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await cleanup();
    throw refusalOf(err, maxBytes) ?? err;
  }
  try {
    if (!file)
      throw badRequest(wrongType ? OtaMessages.FIRMWARE_BAD_TYPE : OtaMessages.FIRMWARE_NO_FILE);
    if (file.size === 0) throw badRequest(OtaMessages.FIRMWARE_EMPTY);
    const parsed = FirmwareUploadFieldsSchema.safeParse(raw);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
    return { ...file, fields: parsed.data };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Moves a received package to its key. */
export async function keep(root: string, f: ReceivedFirmware): Promise<void> {
  await fsp.rename(f.partFile, fileOfKey(root, f.key));
}

export async function discard(root: string, f: ReceivedFirmware): Promise<void> {
  await fsp.rm(f.partFile, { force: true });
  await fsp.rm(fileOfKey(root, f.key), { force: true });
}

export async function removeStored(root: string, key: string): Promise<void> {
  await fsp.rm(fileOfKey(root, key), { force: true });
}

/** A stored package to stream, or undefined when the file is gone. */
export async function openStored(
  root: string,
  key: string,
): Promise<{ body: fs.ReadStream; size: number } | undefined> {
  const file = fileOfKey(root, key);
  try {
    const stat = await fsp.stat(file);
    return { body: fs.createReadStream(file), size: stat.size };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
