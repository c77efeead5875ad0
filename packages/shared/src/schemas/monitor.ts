import { z } from 'zod';

/** The platform's own health as one instance sees it (back office 平台监控). */
export const RouteHealthSchema = z.object({
  method: z.string(),
  route: z.string(),
  requests: z.number().int(),
  serverErrors: z.number().int(),
  /** Mean latency in milliseconds. */
  meanMs: z.number(),
  /** 95th percentile in milliseconds, from the histogram's buckets (an upper bound). */
  p95Ms: z.number(),
});
export type RouteHealth = z.infer<typeof RouteHealthSchema>;

export const PlatformHealthSchema = z.object({
  instance: z.object({
    host: z.string(),
    pid: z.number().int(),
    version: z.string(),
    node: z.string(),
    uptimeSeconds: z.number(),
  }),
  requests: z.object({
    total: z.number().int(),
    serverErrors: z.number().int(),
    p95Ms: z.number(),
  }),
  routes: z.array(RouteHealthSchema),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    up: z.boolean(),
    pingMs: z.number().nullable(),
    /** PostgreSQL pool connections; null on embedded PGlite. */
    pool: z
      .object({ total: z.number(), idle: z.number(), waiting: z.number(), max: z.number() })
      .nullable(),
  }),
  /** Background work not finished yet, by queue (sim_business, order.provision…). */
  jobs: z.record(z.string(), z.number().int()),
  process: z.object({
    heapUsedMb: z.number(),
    rssMb: z.number(),
    /** Event-loop delay, 99th percentile, in milliseconds. */
    eventLoopLagP99Ms: z.number(),
  }),
});
export type PlatformHealth = z.infer<typeof PlatformHealthSchema>;
