import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, applyChineseZodMessages, Messages, Status } from '@pn/shared';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { AppError, forbidden, unauthorized } from './lib/errors.js';
import { containsNul } from './lib/input-guard.js';
import { JobRunner } from './lib/jobs.js';
import { fail, JSON_TYPE } from './lib/reply.js';
import { requestLoggerFactory } from './lib/request-logger.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import type { DatabaseHandle } from './db/database.js';
import { modules } from './modules/index.js';
import { authPlugin } from './plugins/auth.js';
import { securityHeadersFor } from './plugins/security-headers.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { operLogPlugin } from './plugins/oper-log.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The process's background job runner: modules add their queues while registering. */
    jobs: JobRunner;
  }
}

const runners = new WeakMap<DatabaseHandle, JobRunner>();

/** The job runner working on a database handle (tests stop it or wait for it). */
export function jobRunnerOf(database: DatabaseHandle): JobRunner | undefined {
  return runners.get(database);
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
  /** More routes under the API base (tests exercise cross-cutting rules with them). */
  extraRoutes?: FastifyPluginAsync;
}

const CLOSING_ANSWER = JSON.stringify(fail(Status.UNAVAILABLE, Messages.UNAVAILABLE));

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

applyChineseZodMessages();

/**
 * The API reference: the Swagger UI under /docs (its page, assets and JSON) and
 * /openapi.json. It lists every operation, back office included, so in production it answers
 * only signed-in staff (administrators and operators, not visitors) unless API_DOCS_PUBLIC=1;
 * elsewhere anyone. The guard is this plugin's own hook, so it covers every route the UI
 * registers, its static files included, and nothing else.
 */
const apiDocs: FastifyPluginAsync = async (app) => {
  if (!app.config.apiDocsPublic) {
    app.addHook('onRequest', async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      if (user.visitor || (user.kind !== 'admin' && user.kind !== 'operator')) throw forbidden();
    });
  }
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
};

/** Builds the application: plugins in layers (external, app-wide, routes), nothing listening yet. */
export async function buildApp({
  config,
  database,
  logger,
  extraRoutes,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.usertoken',
          'req.headers.csttoken',
          'req.headers.authorization',
          'req.headers.cookie',
        ],
        censor: '***',
      },
    },
    // Two log lines per request cost more than the request itself: requests are counted in
    // the metrics and the slow or failing ones logged; LOG_LEVEL=debug logs each of them.
    childLoggerFactory: requestLoggerFactory,
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies in front of us: the client address is the
    // right-most X-Forwarded-For entry none of them wrote (never the client's own prefix).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Behind a load balancer idle connections must outlive the balancer's own timeout.
    keepAliveTimeout: 72_000,
    requestTimeout: 130_000,
    // Requests that still arrive while closing get the 503 envelope from the hook below.
    return503OnClosing: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // PostgreSQL refuses U+0000 in text: a NUL anywhere in the input is refused up front, in
  // Chinese and before anything is read or written, instead of failing in the database.
  app.setValidatorCompiler<Parameters<typeof validatorCompiler>[0]['schema']>((route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) =>
      containsNul(data)
        ? { error: new AppError(Status.VALIDATION_FAILED, Messages.NUL_CHARACTER, 400) }
        : validate(data);
  });
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const jobs = new JobRunner(database.db, app.log);
  runners.set(database, jobs);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // The runner hands its work back before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });
  // External plugins
  // Every answer carries the security headers (the lean set for JSON API answers, the full
  // set for pages and the API docs) and its request id. Once closing, a request
  // that still arrives on an open connection is turned away at once (the load balancer
  // retries it elsewhere) and its connection is not kept. One hook for all three: each
  // hook is a cost every request pays.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url)).header('x-request-id', request.id);
    if (!closing) return done();
    // As text: the route's own response schema does not describe this answer.
    reply.status(503).header('connection', 'close').type(JSON_TYPE).send(CLOSING_ANSWER);
  });

  // Answers under 1 KB go out as they are; request bodies are never sent compressed, so
  // none is inflated (no hook for it on every request).
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '5G专网运营平台 API',
        description: '门户、企业控制台与运营后台的接口。所有响应均为 {status, message, result}。',
        version: '1.0.0',
      },
      servers: [],
      components: {
        securitySchemes: {
          UserToken: { type: 'apiKey', in: 'header', name: 'UserToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  // Application plugins
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(authPlugin);
  await app.register(operLogPlugin);
  // After the auth plugin, so its hook has identified the caller when the docs' guard runs.
  await app.register(apiDocs);

  // Routes
  await app.register(modules, { prefix: API_BASE });
  if (extraRoutes) await app.register(extraRoutes, { prefix: API_BASE });

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
