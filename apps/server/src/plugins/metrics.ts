import { jobQueueDepth } from '../lib/jobs.js';
import { timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import type { PlatformHealth } from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where a Prometheus scraper reads the platform's metrics. */
export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's health, read from its metrics (back office 平台监控). */
    platformHealth(): Promise<PlatformHealth>;
  }
}

/** Requests slower than this are logged (each request is otherwise only counted). */
const SLOW_REQUEST_SECONDS = 2;

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
      for (const [queue, n] of Object.entries(await jobQueueDepth(db.db))) this.set({ queue }, n);
    },
  });

  // Synchronous: the last thing a request costs should not be a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      const seconds = reply.elapsedTime / 1000;
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        seconds,
      );
      if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
      // Requests are not logged one by one; the slow ones are.
      if (seconds >= SLOW_REQUEST_SECONDS) {
        request.log.warn(
          { route, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
          'slow request',
        );
      }
    }
    done();
  });

  app.decorate('platformHealth', async (): Promise<PlatformHealth> => {
    const started = performance.now();
    const up = await db.ping();
    const pingMs = up ? Math.round((performance.now() - started) * 10) / 10 : null;
    const [latency, failures, jobs, lag] = await Promise.all([
      duration.get(),
      errors.get(),
      registry.getSingleMetric('pn_job_queue_depth')!.get(),
      registry.getSingleMetric('pn_nodejs_eventloop_lag_p99_seconds')?.get(),
    ]);
    const memory = process.memoryUsage();
    const routes = routeHealth(latency.values, failures.values);
    const total = routes.reduce((n, r) => n + r.requests, 0);
    return {
      instance: {
        host: os.hostname(),
        pid: process.pid,
        version: process.env.npm_package_version ?? '',
        node: process.version,
        uptimeSeconds: Math.round(process.uptime()),
      },
      requests: {
        total,
        serverErrors: routes.reduce((n, r) => n + r.serverErrors, 0),
        p95Ms: percentileMs(mergedBuckets(latency.values), total, 0.95),
      },
      routes: routes.sort((a, b) => b.requests - a.requests).slice(0, 20),
      database: { kind: db.kind, up, pingMs, pool: db.poolStats() ?? null },
      jobs: Object.fromEntries(jobs.values.map((v) => [String(v.labels.queue), Number(v.value)])),
      process: {
        heapUsedMb: Math.round(memory.heapUsed / 1048576),
        rssMb: Math.round(memory.rss / 1048576),
        eventLoopLagP99Ms: Math.round(Number(lag?.values[0]?.value ?? 0) * 10_000) / 10,
      },
    };
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

type Sample = {
  value: number;
  labels: Partial<Record<string, string | number>>;
  metricName?: string;
};

/** Bucket upper bounds (seconds) and cumulative counts of the samples given. */
function mergedBuckets(values: readonly Sample[]): Map<number, number> {
  const buckets = new Map<number, number>();
  for (const v of values) {
    if (!v.metricName?.endsWith('_bucket')) continue;
    const le = v.labels.le === '+Inf' ? Infinity : Number(v.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + v.value);
  }
  return buckets;
}

/** The smallest bucket bound holding the quantile, in ms (the last finite one past it). */
function percentileMs(buckets: Map<number, number>, total: number, q: number): number {
  if (total === 0) return 0;
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const finite = bounds.filter(Number.isFinite);
  for (const le of bounds) {
    if ((buckets.get(le) ?? 0) >= total * q) {
      return Math.round((Number.isFinite(le) ? le : (finite.at(-1) ?? 0)) * 1000);
    }
  }
  return Math.round((finite.at(-1) ?? 0) * 1000);
}

/** Requests, errors, mean and p95 per method and route template. */
function routeHealth(latency: readonly Sample[], failures: readonly Sample[]) {
  const byRoute = new Map<string, Sample[]>();
  for (const v of latency) {
    const key = `${String(v.labels.method)} ${String(v.labels.route)}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), v]);
  }
  return [...byRoute.entries()].map(([key, samples]) => {
    const [method = '', route = ''] = key.split(' ');
    const count = samples
      .filter((s) => s.metricName?.endsWith('_count'))
      .reduce((n, s) => n + s.value, 0);
    const sum = samples
      .filter((s) => s.metricName?.endsWith('_sum'))
      .reduce((n, s) => n + s.value, 0);
    const serverErrors = failures
      .filter((f) => f.labels.method === method && f.labels.route === route)
      .reduce((n, f) => n + f.value, 0);
    return {
      method,
      route,
      requests: count,
      serverErrors,
      meanMs: count ? Math.round((sum / count) * 10_000) / 10 : 0,
      p95Ms: percentileMs(mergedBuckets(samples), count, 0.95),
    };
  });
}
