import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where a Prometheus scraper reads the platform's metrics. */
export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the caller may read the metrics: with METRICS_TOKEN set, by that bearer token
 * only; without it, from this machine only, and never through a proxy.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const auth = request.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && sameToken(auth.slice(7), token);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

/**
 * Prometheus metrics of this instance: request rate and latency per route template
 * (never the raw URL, so the series stay few), server errors, the database pool, the
 * queue of background jobs, and Node's own (event-loop lag, heap, GC). Each instance
 * keeps its own registry; the scraper sums instances.
 */
export const metricsPlugin = fp(async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pn_' });

  const duration = new Histogram({
    name: 'pn_http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'pn_http_server_errors_total',
    help: 'Requests answered with a 5xx status, by route template',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const db = app.database;
  new Gauge({
    name: 'pn_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on embedded PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'pn_job_queue_depth',
    help: 'Background jobs not finished yet (queued or running), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const row = await db.db
        .selectFrom('simBusinessRequest')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', [0, 1])
        .executeTakeFirst();
      this.set({ queue: 'sim_business' }, Number(row?.n ?? 0));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
  });

  app.get(METRICS_PATH, { config: { skipOperLog: true } }, async (request, reply) => {
    if (!mayScrape(request, app.config.metricsToken)) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
