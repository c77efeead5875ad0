import multipart from '@fastify/multipart';
import { envelope, UploadResultSchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { CONTENT_MENUS } from '../content/content-access.js';
import { LocalFileStorage, type FileStorage } from './file-storage.js';
import { openPicture, storePicture, UPLOAD_FIELD, WORK_ORDER_MENUS } from './files.service.js';

/** A year: uploaded pictures get random names and never change under the same path. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * Work-order attachments: the browser alone may keep one, briefly (who may see the order
 * can change), and never for another session's request.
 */
const CACHE_PRIVATE = 'private, max-age=600';

const DownloadQuerySchema = z.object({
  path: z
    .string({ error: '请提供文件路径' })
    .trim()
    .min(1, '请提供文件路径')
    .max(300, '文件路径不合法'),
});

/**
 * Pictures of the back-office editors: multipart upload (file field `upload`, text field
 * `filePath` naming the folder, `picSrc` by default) for anyone holding a content menu (the
 * workOrder folder: a work-order menu), and download: public for the portal's pictures,
 * private for work-order attachments.
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
        description:
          'path 为上传时返回的路径；图片文件名随机且不会改变，门户图片可长期公开缓存。工单附件（workOrder 目录）仅向可查看该工单的已登录用户（及上传者）提供，须带 UserToken 请求头，仅浏览器私有缓存。',
        querystring: DownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const picture = await openPicture(app, storage, request, request.query.path);
      if (picture.private) reply.header('vary', 'UserToken, CstToken');
      return reply
        .header('content-type', picture.contentType)
        .header('content-length', String(picture.size))
        .header('cache-control', picture.private ? CACHE_PRIVATE : CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(picture.body);
    },
  );
};
