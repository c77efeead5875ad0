import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  FILE_DOWNLOAD_PATH,
  Status,
  UPLOAD_FOLDERS,
  type UploadFolder,
  type UploadResult,
} from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { CONTENT_MENUS } from '../content/content-access.js';
import { requireUser } from '../../plugins/auth.js';
import { maySeeAttachment, WORK_ORDER_MENUS } from '../work-order/work-order.service.js';
import { isValidKey, type FileStorage, type StoredFile } from './file-storage.js';
import { contentTypeOfKey, detectImageType } from './image-type.js';

/** Multipart field of the picture. */
export const UPLOAD_FIELD = 'upload';
/** Multipart field naming the folder. */
const FOLDER_FIELD = 'filePath';
const DEFAULT_FOLDER: UploadFolder = 'picSrc';

export const FileMessages = {
  NOT_MULTIPART: '请以 multipart/form-data 方式上传图片',
  NO_FILE: `请选择要上传的图片（字段 ${UPLOAD_FIELD}）`,
  ONE_FILE: '每次只能上传一张图片',
  TOO_MANY_FIELDS: '上传请求的字段过多',
  /** `图片大小不能超过{n}MB` */
  tooLarge: (bytes: number) => `图片大小不能超过${Number((bytes / 1024 / 1024).toFixed(2))}MB`,
  NOT_IMAGE: '仅支持 PNG、JPEG、GIF、WebP 格式的图片',
  BAD_FOLDER: '不支持的上传目录',
  BAD_PATH: '文件路径不合法',
  NOT_FOUND: '文件不存在',
} as const;

/** Menus whose holders attach pictures to work orders (folder workOrder only). */
export { WORK_ORDER_MENUS };
const WORK_ORDER_FOLDER = 'workOrder';

/**
 * Whether a stored picture is private: work-order attachments go only to who may see the
 * order; every other folder holds the portal's public pictures.
 */
export function isPrivatePicture(key: string): boolean {
  return key.startsWith(`${WORK_ORDER_FOLDER}/`);
}

/** The download address of a stored picture, as editors put it into content. */
export function downloadUrlOf(key: string): string {
  return `${API_BASE}${FILE_DOWNLOAD_PATH}?path=${encodeURIComponent(key)}`;
}

function newKey(folder: UploadFolder, ext: string, now = new Date()): string {
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** Multipart limits surface as errors of the plugin; each gets its own Chinese message. */
function refusalOf(err: unknown, maxBytes: number): AppError | undefined {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(Status.PAYLOAD_TOO_LARGE, FileMessages.tooLarge(maxBytes), 413);
    case 'FST_FILES_LIMIT':
      return badRequest(FileMessages.ONE_FILE);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(FileMessages.TOO_MANY_FIELDS);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(FileMessages.NOT_MULTIPART);
    default:
      return undefined;
  }
}

/**
 * Reads the upload, checks it is a picture by its bytes (PNG, JPEG, GIF, WebP; never SVG)
 * and within the size limit, stores it under a random name and records who uploaded it.
 */
export async function storePicture(
  app: FastifyInstance,
  storage: FileStorage,
  request: FastifyRequest,
): Promise<UploadResult> {
  const user = requireUser(request);
  const maxBytes = app.config.uploadMaxBytes;
  if (!request.isMultipart()) throw badRequest(FileMessages.NOT_MULTIPART);

  let file: { data: Buffer; name: string } | undefined;
  let folder: string = DEFAULT_FOLDER;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === UPLOAD_FIELD) file = { data, name: part.filename };
      } else if (part.fieldname === FOLDER_FIELD && typeof part.value === 'string') {
        folder = part.value.trim() || DEFAULT_FOLDER;
      }
    }
  } catch (err) {
    throw refusalOf(err, maxBytes) ?? err;
  }

  if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder)) {
    throw badRequest(FileMessages.BAD_FOLDER);
  }
  // Work-order pictures go to their own folder; every other folder is the editors'.
  const allowed =
    folder === WORK_ORDER_FOLDER
      ? WORK_ORDER_MENUS.some((m) => user.menus.has(m))
      : CONTENT_MENUS.some((m) => user.menus.has(m));
  if (!allowed) throw forbidden();
  if (!file || file.data.length === 0) throw badRequest(FileMessages.NO_FILE);
  const type = detectImageType(file.data);
  if (!type) throw badRequest(FileMessages.NOT_IMAGE);

  const key = newKey(folder as UploadFolder, type.ext);
  const name = file.name.slice(0, 255);
  await storage.put(key, file.data, type.contentType);
  await app.database.db
    .insertInto('uploadedFile')
    .values({
      path: key,
      folder,
      contentType: type.contentType,
      size: file.data.length,
      originalName: name,
      uploadedBy: user.accountId,
    })
    .execute();
  return {
    path: key,
    url: downloadUrlOf(key),
    contentType: type.contentType,
    size: file.data.length,
    name,
  };
}

/**
 * A stored picture to send back; refuses a path that could leave the storage root. A
 * private picture (a work-order attachment) goes only to a signed-in caller who may see a
 * work order holding it, or who uploaded it (the form shows it before it is sent): 401
 * without a session, 403 otherwise, the bytes never read.
 */
export async function openPicture(
  app: FastifyInstance,
  storage: FileStorage,
  request: FastifyRequest,
  key: string,
): Promise<StoredFile & { contentType: string; private: boolean }> {
  const contentType = contentTypeOfKey(key);
  if (!isValidKey(key) || !contentType) throw badRequest(FileMessages.BAD_PATH);
  const isPrivate = isPrivatePicture(key);
  if (isPrivate) await assertMayRead(app, request, key);
  const stored = await storage.get(key);
  if (!stored) throw notFound(FileMessages.NOT_FOUND);
  return { ...stored, contentType, private: isPrivate };
}

async function assertMayRead(app: FastifyInstance, request: FastifyRequest, key: string) {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.visitor) throw forbidden();
  const db = app.database.db;
  const own = await db
    .selectFrom('uploadedFile')
    .select('id')
    .where('path', '=', key)
    .where('uploadedBy', '=', user.accountId)
    .executeTakeFirst();
  if (own) return;
  if (!(await maySeeAttachment(db, user, downloadUrlOf(key)))) throw forbidden();
}
