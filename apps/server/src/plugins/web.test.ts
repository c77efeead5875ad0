import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'images', 'cases'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'images', 'cases', 'a.svg'), '<svg/>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    fs.mkdirSync(path.join(dist, 'prerendered', 'product', 'introduce'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'prerendered', 'home.html'), '<div id="root">home</div>');
    fs.writeFileSync(
      path.join(dist, 'prerendered', 'product', 'introduce', 'B1.html'),
      '<div id="root">B1</div>',
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers app routes with index.html, revalidated', async () => {
    for (const url of ['/home', '/case/detail?type=smartPort', '/product/introduce/B1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered page by its plain address with its own HTML', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.body).toBe('<div id="root">home</div>');
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    const product = await t.app.inject({ method: 'GET', url: '/product/introduce/B1' });
    expect(product.body).toBe('<div id="root">B1</div>');
    // A query the page might read, another address, a console page: the app's shell.
    for (const url of ['/home?tab=news', '/product/introduce/B2', '/home/', '/control/home']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('caches hashed bundles for a year and pictures for a day', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(js.headers['cache-control']).toContain('immutable');
    const svg = await t.app.inject({ method: 'GET', url: '/images/cases/a.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the app page', async () => {
    for (const url of ['/images/cases/missing.svg', '/assets/gone-123.js', '/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ status: string }>().status).not.toBe('0');
    }
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/unionmallmanage/no/such/api' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
