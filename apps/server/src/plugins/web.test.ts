import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
    // A bundle the build precompressed (brotli and gzip next to it), as the build writes.
    const bundle = `export const text = ${JSON.stringify('五'.repeat(4000))};`;
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), bundle);
    fs.writeFileSync(
      path.join(dist, 'assets', 'big-def456.js.br'),
      zlib.brotliCompressSync(bundle),
    );
    fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(bundle));
    const page = `<div id="root">${'门户'.repeat(2000)}</div>`;
    fs.writeFileSync(path.join(dist, 'prerendered', 'about.html'), page);
    fs.writeFileSync(
      path.join(dist, 'prerendered', 'about.html.br'),
      zlib.brotliCompressSync(page),
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

  it('sends the precompressed variant the browser accepts, as the build wrote it', async () => {
    const url = '/assets/big-def456.js';
    const raw = fs.readFileSync(path.join(dist, 'assets', 'big-def456.js'));
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes of the .br file, not a per-request compression of the bundle.
    expect(
      br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'big-def456.js.br'))),
    ).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(raw)).toBe(true);

    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
    expect(String(plain.headers['vary']).toLowerCase()).toContain('accept-encoding');
  });

  it('sends a prerendered page precompressed too, revalidated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('text/html');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('门户');
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
