import { ContactInfoSchema, envelope, PortalEdition, type ContactInfo } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.js';
import { ok, sendSerialised } from '../../lib/reply.js';
import { responseSerializerCompiler } from '../../lib/response-serializer.js';

/**
 * The configured contact lines and footer lines; the email line belongs to the national
 * edition only, the demo notice to the demo edition only.
 */
export function contactInfoOf(config: AppConfig): ContactInfo {
  const national = config.portalEdition === PortalEdition.NATIONAL;
  return {
    phone: config.contact.phone,
    hotline: config.contact.reportHotline,
    email: national ? config.contact.email : null,
    serviceHours: config.contact.serviceHours,
    address: config.contact.address,
    edition: config.portalEdition,
    icpFiling: config.icpFiling || null,
    demoNotice: config.demoNotice ?? null,
  };
}

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const url = '/user/platform/contactInfo';
  const schema = envelope(ContactInfoSchema);
  // The answer only changes with the configuration, that is with a restart: serialised once,
  // here, by the serializer every route's answers go through, and sent as it is. It is far
  // below the compression threshold, so the route carries no compression hooks either.
  const answer = responseSerializerCompiler({ schema, method: 'GET', url, httpStatus: '200' })(
    ok(contactInfoOf(app.config)),
  );

  app.get(
    url,
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags: ['portal'],
        summary:
          '门户联系方式与页脚信息（联系我们弹层、悬浮窗、服务与支持页、页脚备案号与演示说明）',
        response: { 200: schema },
      },
    },
    // Let browsers and proxies keep it briefly.
    // Answered at once, not from an async function: nothing here waits.
    (_request, reply) => {
      sendSerialised(reply.header('cache-control', 'public, max-age=300'), answer);
    },
  );
};
