import multipart from '@fastify/multipart';
import { envelope, UploadResultSchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { CONTENT_MENUS } from '../content/content-access.js';
import { WORK_ORDER_MENUS } from './files.service.js';
import { LocalFileStorage, type FileStorage } from './file-storage.js';
import { openPicture, storePicture, UPLOAD_FIELD } from './files.service.js';

/** A year: uploaded pictures get random names and never change under the same path. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

const DownloadQuerySchema = z.object({
  path: z
    .string({ error: '请提供文件路径' })
    .trim()
    .min(1, '请提供文件路径')
    .max(300, '文件路径不合法'),
});

/**
 * Pictures of the back-office editors: multipart upload (file field `upload`, text field
 * `filePath` naming the folder, `picSrc` by default) for anyone holding a content menu, and
 * public download for the portal.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage: FileStorage = new LocalFileStorage(app.config.uploadDir);
  await app.register(multipart, {
    limits: {
      fileSize: app.config.uploadMaxBytes,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
    },
  });

  const uploadOptions = {
    config: { access: { login: true, menu: [...CONTENT_MENUS, ...WORK_ORDER_MENUS] } },
    schema: {
      tags: ['files'],
      summary: '上传图片',
      description: `multipart/form-data：文件字段 ${UPLOAD_FIELD}，目录字段 filePath（默认 picSrc）。仅接受按文件内容识别的 PNG、JPEG、GIF、WebP，不接受 SVG；默认不超过5MB。返回的 url 即图片地址。`,
      consumes: ['multipart/form-data'],
      response: { 200: envelope(UploadResultSchema) },
    },
  } as const;
  const upload = async (request: Parameters<typeof storePicture>[2]) =>
    ok(await storePicture(app, storage, request), '上传成功');

  app.post('/sm/file/upload', uploadOptions, upload);
  app.post('/pm-npn/portal/fileOps', uploadOptions, upload);

  app.get(
    '/sm/file/download',
    {
      config: { access: 'public', skipOperLog: true },
      schema: {
        tags: ['files'],
        summary: '图片下载',
        description: 'path 为上传时返回的路径；图片文件名随机且不会改变，响应可长期缓存。',
        querystring: DownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const picture = await openPicture(storage, request.query.path);
      return reply
        .header('content-type', picture.contentType)
        .header('content-length', String(picture.size))
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(picture.body);
    },
  );
};
