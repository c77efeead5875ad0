import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { isDatabaseUnavailable } from './pg-errors.js';

/** Ends a runner's pass early: the database is away. */
class DatabaseAway extends Error {}

/**
 * The one background job runner of a server process. Every module's background work runs
 * here: jobs on the shared `background_job` queue (provisioning, expiry, device commands…),
 * work sources that keep their own table because they settle items in batches (the SIM
 * business requests), and periodic sweeps. All of it is safe with several instances on one
 * database: a job is claimed with FOR UPDATE SKIP LOCKED under a lease that its runner
 * renews every `renewMs` while it works; once a lease has run out (its instance died or
 * lost the database) another instance claims the work again, and the writes of a runner
 * that lost its lease are conditioned on its name, so they change nothing.
 */

export const JobStatus = { QUEUED: 0, RUNNING: 1, DONE: 2, FAILED: 3 } as const;

/**
 * How long a claim holds without being renewed: a dead instance's work is taken over this
 * long after its last renewal (plus at most one poll), well within 30 s.
 */
export const JOB_LEASE_MS = 20_000;
/** How often a runner renews the lease of the work it is doing. */
export const JOB_RENEW_MS = 5_000;
/** How often the queues are looked at for work nobody kicked (another instance's). */
export const JOB_POLL_MS = 1_000;

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  ref: string;
  /** This claim's name: the job's writes check it (another runner may have taken over). */
  leaseOwner: string;
}

export interface LeaseOptions {
  /** Length of a claim (and of each renewal). */
  leaseMs?: number;
  /** How often the holder renews. */
  renewMs?: number;
}

/** A fresh name for one claim: the instance (host, process) and a random part. */
export function newLeaseOwner(): string {
  return `${hostname().slice(0, 30)}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** The end of a lease taken or renewed now, in the database's time (one clock for all instances). */
export function leaseEnd(leaseMs: number): RawBuilder<Date> {
  return sql<Date>`now() + ${Math.max(0, Math.round(leaseMs))}::int * interval '1 millisecond'`;
}

/** Renewals of one claim's lease, every `renewMs` until stopped; `lost` once a renewal found it gone. */
export interface HeldLease {
  readonly lost: boolean;
  /** Stops renewing (waits for a renewal in flight). */
  stop(): Promise<void>;
}

/**
 * Keeps a claim's lease: `renew` extends it and answers false when the claim is no
 * longer this holder's. A failing renewal (the database away) is logged and tried again
 * at the next tick; if the lease runs out meanwhile, the next renewal finds it lost.
 */
export function holdLease(
  renew: () => Promise<boolean>,
  renewMs: number,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): HeldLease {
  let lost = false;
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (inFlight || lost) return;
    inFlight = renew()
      .then(
        (held) => {
          if (!held) lost = true;
        },
        (err: unknown) => log?.warn({ err }, 'lease renewal failed'),
      )
      .finally(() => {
        inFlight = null;
      });
  }, renewMs);
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    async stop() {
      clearInterval(timer);
      if (inFlight) await inFlight;
    },
  };
}

export interface JobHandler {
  queue: string;
  /** Does the job's work; throwing records the error and retries it later. */
  handle(db: Database, job: ClaimedJob): Promise<void>;
  /** Called when the last attempt failed: record the failure where people will see it. */
  onGiveUp?(db: Database, job: ClaimedJob, error: string): Promise<void>;
  /** Delay before attempt `attempts + 1`; default 5 s, 30 s, 2 min, 10 min… */
  backoffMs?(attempts: number): number;
}

/** Work kept in a module's own table: drains what it can and stops when asked. */
export interface WorkSource {
  name: string;
  /** Claims its work under the runner's lease rule (`lease`) like the shared queue does. */
  drain(shouldStop: () => boolean, lease: Required<LeaseOptions>): Promise<void>;
}

interface Periodic {
  name: string;
  everyMs: number;
  lastRun: number;
  run(db: Database): Promise<void>;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  ref?: string;
}

/** Puts a job on the queue; call it inside the transaction that makes the job necessary. */
export async function enqueueJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<number> {
  const row = await db
    .insertInto('backgroundJob')
    .values({
      queue,
      payload: JSON.stringify(payload),
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? 5,
      ref: opts.ref ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Claims the next due job of `queues`, or a running one whose lease has run out. */
export async function claimJob(
  db: Database,
  queues: readonly string[],
  leaseMs = JOB_LEASE_MS,
): Promise<ClaimedJob | undefined> {
  if (queues.length === 0) return undefined;
  return db
    .updateTable('backgroundJob')
    .set({
      status: JobStatus.RUNNING,
      startedAt: sql<Date>`now()`,
      attempts: sql`attempts + 1`,
      leaseOwner: newLeaseOwner(),
      leaseExpiresAt: leaseEnd(leaseMs),
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('backgroundJob')
        .select('id')
        .where('queue', 'in', queues)
        .where('status', '<', JobStatus.DONE)
        .where((w) =>
          w.or([
            w.and([w('status', '=', JobStatus.QUEUED), w('runAt', '<=', sql<Date>`now()`)]),
            w.and([w('status', '=', JobStatus.RUNNING), leaseRanOut]),
          ]),
        )
        .orderBy('runAt')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'queue', 'payload', 'attempts', 'maxAttempts', 'ref', 'leaseOwner'])
    .executeTakeFirst();
}

/** Where a claim's lease has run out (or was never taken). */
export const leaseRanOut: RawBuilder<boolean> = sql<boolean>`coalesce(lease_expires_at < now(), true)`;

/** Extends a job's lease; false when the job is no longer this claim's. */
export async function renewJobLease(
  db: Database,
  job: Pick<ClaimedJob, 'id' | 'leaseOwner'>,
  leaseMs = JOB_LEASE_MS,
): Promise<boolean> {
  const res = await db
    .updateTable('backgroundJob')
    .set({ leaseExpiresAt: leaseEnd(leaseMs) })
    .where('id', '=', job.id)
    .where('leaseOwner', '=', job.leaseOwner)
    .where('status', '=', JobStatus.RUNNING)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

const defaultBackoff = (attempts: number) => Math.min(5_000 * 6 ** (attempts - 1), 3_600_000);

/** Records a job's outcome: done, queued again after a back-off, or failed for good. */
async function settle(
  db: Database,
  job: ClaimedJob,
  handler: JobHandler,
  error: string | null,
): Promise<'done' | 'retry' | 'failed' | 'lost'> {
  // Only while the job is still this claim's: a runner that lost its lease records nothing.
  const mine = db
    .updateTable('backgroundJob')
    .where('id', '=', job.id)
    .where('leaseOwner', '=', job.leaseOwner)
    .where('status', '=', JobStatus.RUNNING);
  const written = (res: { numUpdatedRows: bigint }) => Number(res.numUpdatedRows) > 0;
  if (error === null) {
    const res = await mine
      .set({
        status: JobStatus.DONE,
        finishedAt: sql<Date>`now()`,
        lastError: '',
        leaseExpiresAt: null,
      })
      .executeTakeFirst();
    return written(res) ? 'done' : 'lost';
  }
  if (job.attempts >= job.maxAttempts) {
    const res = await mine
      .set({
        status: JobStatus.FAILED,
        finishedAt: sql<Date>`now()`,
        lastError: error,
        leaseExpiresAt: null,
      })
      .executeTakeFirst();
    if (!written(res)) return 'lost';
    await handler.onGiveUp?.(db, job, error);
    return 'failed';
  }
  const delay = (handler.backoffMs ?? defaultBackoff)(job.attempts);
  const res = await mine
    .set({
      status: JobStatus.QUEUED,
      runAt: new Date(Date.now() + delay),
      lastError: error,
      leaseExpiresAt: null,
    })
    .executeTakeFirst();
  return written(res) ? 'retry' : 'lost';
}

/** Puts a failed job back on the queue for another round of attempts (an operator's retry). */
export async function retryJob(db: Database, id: number): Promise<boolean> {
  const res = await db
    .updateTable('backgroundJob')
    .set({ status: JobStatus.QUEUED, attempts: 0, runAt: sql<Date>`now()`, finishedAt: null })
    .where('id', '=', id)
    .where('status', '=', JobStatus.FAILED)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Jobs not finished yet (queued or running), by queue: for the metrics. */
export async function jobQueueDepth(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('backgroundJob')
    .select(['queue', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '<', JobStatus.DONE)
    .groupBy('queue')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.queue, Number(r.n)]));
}

export interface DrainJobsOptions extends LeaseOptions {
  shouldStop?: () => boolean;
}

/**
 * Works the shared queue until no job of `handlers` is due: claims one, runs it, records
 * its outcome. Answers how many jobs it ran.
 */
export async function drainJobs(
  db: Database,
  handlers: ReadonlyMap<string, JobHandler>,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  opts: DrainJobsOptions = {},
): Promise<number> {
  const stop = opts.shouldStop ?? (() => false);
  const leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
  const queues = [...handlers.keys()];
  let ran = 0;
  while (!stop()) {
    const job = await claimJob(db, queues, leaseMs);
    if (!job) break;
    const handler = handlers.get(job.queue)!;
    const lease = holdLease(
      () => renewJobLease(db, job, leaseMs),
      opts.renewMs ?? JOB_RENEW_MS,
      log,
    );
    let error: string | null = null;
    try {
      await handler.handle(db, job);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.warn(
        { err, job: job.id, queue: job.queue, attempt: job.attempts },
        'background job failed',
      );
    } finally {
      await lease.stop();
    }
    const outcome = await settle(db, job, handler, error);
    if (outcome === 'failed') {
      log.error({ job: job.id, queue: job.queue, error }, 'background job gave up');
    } else if (outcome === 'lost') {
      log.warn(
        { job: job.id, queue: job.queue },
        'background job lease lost: another runner took the job over, this outcome is dropped',
      );
      continue;
    }
    ran++;
  }
  return ran;
}

/**
 * Runs a process's background work: kicked right after work is stored, and every
 * `pollMs` for whatever nobody kicked. One run at a time per process.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sources: WorkSource[] = [];
  private readonly periodic: Periodic[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private databaseAway = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = JOB_POLL_MS,
    lease: LeaseOptions = {},
  ) {
    this.lease = { leaseMs: lease.leaseMs ?? JOB_LEASE_MS, renewMs: lease.renewMs ?? JOB_RENEW_MS };
  }

  private readonly lease: Required<LeaseOptions>;

  /** Handles the jobs of one queue. */
  handle(handler: JobHandler): this {
    this.handlers.set(handler.queue, handler);
    return this;
  }

  /** Drains a module's own work table on every run. */
  source(source: WorkSource): this {
    this.sources.push(source);
    return this;
  }

  /**
   * Runs `run` about every `everyMs` on each instance. It must be idempotent and safe to
   * run on several instances at once (a conditional UPDATE, say).
   */
  every(name: string, everyMs: number, run: (db: Database) => Promise<void>): this {
    this.periodic.push({ name, everyMs, lastRun: 0, run });
    return this;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks at the work now (or right after the run in progress). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.runOnce();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** One pass over every source, the shared queue and the periodic sweeps that are due. */
  async runOnce(): Promise<void> {
    const shouldStop = () => this.stopped;
    try {
      for (const s of this.sources) {
        if (this.stopped) return;
        await this.attempt(
          () => s.drain(shouldStop, this.lease),
          { source: s.name },
          'background work failed',
        );
      }
      await this.attempt(
        () => drainJobs(this.db, this.handlers, this.log, { shouldStop, ...this.lease }),
        {},
        'background job queue failed',
      );
      const now = Date.now();
      for (const p of this.periodic) {
        if (this.stopped || now - p.lastRun < p.everyMs) continue;
        p.lastRun = now;
        await this.attempt(() => p.run(this.db), { task: p.name }, 'periodic task failed');
      }
      if (this.databaseAway) {
        this.databaseAway = false;
        this.log.warn('database reachable again: background work resumed');
      }
    } catch (err) {
      if (!(err instanceof DatabaseAway)) throw err;
    }
  }

  /**
   * Runs one piece of work, logging its failure. While the database cannot be reached the
   * rest of the pass is skipped (the next poll tries again) and that is said once, not
   * once per piece per second.
   */
  private async attempt(work: () => Promise<unknown>, context: object, message: string) {
    try {
      await work();
    } catch (err) {
      if (isDatabaseUnavailable(err)) {
        if (!this.databaseAway) {
          this.databaseAway = true;
          this.log.warn({ err, ...context }, 'database unavailable: background work paused');
        }
        throw new DatabaseAway();
      }
      this.log.error({ err, ...context }, message);
    }
  }

  /** Resolves when no run is in progress. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops polling and waits for the run in progress (which hands back its work). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }
}
