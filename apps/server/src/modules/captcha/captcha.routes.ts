import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueCaptcha } from './captcha.service.js';

const UuidQuery = z.object({
  uuid: z.string({ error: '缺少验证码标识' }).regex(/^[A-Za-z0-9-]{8,64}$/, '验证码标识格式不正确'),
});

/** Image captchas: the client picks a uuid, shows the image, and sends uuid + answer back. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/account/generateVerifyCode',
    {
      config: { access: 'public', skipOperLog: true },
      schema: { tags: ['captcha'], summary: '图片验证码（SVG 图像）', querystring: UuidQuery },
    },
    async (request, reply) => {
      const svg = await issueCaptcha(
        app.database.db,
        request.query.uuid,
        app.config.captchaFixedAnswer,
      );
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );
};
