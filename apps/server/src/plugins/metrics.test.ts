import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformHealth } from '@pn/shared';
import { authed, createTestApp, loginAs, type TestApp } from '../../test/helpers.js';

const TOKEN = 'scrape-token-0123456789';

describe('Prometheus metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
    guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('serves well-formed metrics to this machine: latency per route template, jobs, event loop', async () => {
    await open.app.inject({ method: 'GET', url: '/unionmallmanage/health' });
    await open.app.inject({ method: 'GET', url: '/unionmallmanage/no/such/path' });
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(
      /pn_http_request_duration_seconds_count\{method="GET",route="\/unionmallmanage\/health",status_code="200"\} 1/,
    );
    // Unknown paths are counted under their route template, never the raw address.
    expect(body).not.toContain('no/such/path');
    expect(body).toMatch(/pn_job_queue_depth\{queue="sim_business"\} \d+/);
    expect(body).toContain('pn_nodejs_eventloop_lag_seconds');
    if (open.kind === 'postgres') {
      expect(body).toMatch(/pn_db_pool_connections\{state="max"\} 5/);
    }
    // Every sample line is `name{labels} value`.
    for (const line of body.split('\n').filter((l) => l && !l.startsWith('#'))) {
      expect(line).toMatch(/^[a-zA-Z_:][\w:]*(\{.*\})? ([-+\d.eE]+|NaN|[+-]Inf)$/);
    }
  });

  it('hides them from other machines and from anything behind a proxy', async () => {
    const remote = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('pn_');
    const proxied = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('asks for the bearer token when one is configured, even on this machine', async () => {
    const none = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(404);
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer wrong-token-0123456789' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('pn_http_request_duration_seconds');
  });

  it('shows national administrators the platform’s health, and no one else', async () => {
    const admin = await loginAs(open, 'admin');
    for (let i = 0; i < 3; i++)
      await open.app.inject({ method: 'GET', url: '/unionmallmanage/health' });
    const res = await open.call<PlatformHealth>({
      method: 'GET',
      url: '/unionmallmanage/sm/prometheus/platform',
      headers: authed(admin),
    });
    expect(res.statusCode).toBe(200);
    const h = res.body.result;
    expect(h.database).toMatchObject({ kind: open.kind, up: true });
    const health = h.routes.find((r) => r.route === '/unionmallmanage/health');
    expect(health?.requests).toBeGreaterThanOrEqual(3);
    expect(health?.p95Ms).toBeGreaterThan(0);
    expect(h.requests.total).toBeGreaterThanOrEqual(health!.requests);
    expect(h.process.heapUsedMb).toBeGreaterThan(0);
    const province = await loginAs(open, 'gd_admin');
    const refused = await open.call({
      method: 'GET',
      url: '/unionmallmanage/sm/prometheus/platform',
      headers: authed(province),
    });
    expect(refused.statusCode).toBe(403);
  });
});
