import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ContentOperCode,
  Messages,
  Status,
  type CaseDetail,
  type UploadResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, visitorToken } from '../content-admin/testing.js';
import { LocalFileStorage, type FileStorage } from './file-storage.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MB = 1024 * 1024;

interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data request body. */
function multipart(parts: Part[]) {
  const boundary = `----pn${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const type = p.filename
      ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(p.data ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'upload',
  filename,
  contentType,
  data,
});

describe('picture upload and download', () => {
  let t: TestApp;
  let dir: string;
  let editor: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: path.join(dir, 'store') });
    editor = await loginAs(t, 'editor');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = (parts: Part[], token: string | null = editor, url = '/sm/file/upload') => {
    const body = multipart(parts);
    return t.call<UploadResult>({
      method: 'POST',
      url: `/unionmallmanage${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? authed(token) : {}) },
    });
  };
  const download = (rawQuery: string) =>
    t.app.inject({ method: 'GET', url: `/unionmallmanage/sm/file/download?${rawQuery}` });

  it('stores a real PNG under a random name and serves it back with the right headers', async () => {
    const res = await upload([{ name: 'filePath', value: 'picSrc' }, picture(PNG, '封面.png')]);
    expect(res.statusCode).toBe(200);
    const r = res.body.result;
    expect(r.path).toMatch(/^picSrc\/\d{6}\/[0-9a-f]{32}\.png$/);
    expect(r).toMatchObject({ contentType: 'image/png', size: PNG.length, name: '封面.png' });
    expect(r.url).toBe(`/unionmallmanage/sm/file/download?path=${encodeURIComponent(r.path)}`);
    expect(fs.readFileSync(path.join(dir, 'store', r.path))).toEqual(PNG);

    const got = await t.app.inject({ method: 'GET', url: r.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.rawPayload).toEqual(PNG);

    const recorded = await t.database.db
      .selectFrom('uploadedFile as f')
      .innerJoin('account as a', 'a.id', 'f.uploadedBy')
      .select(['f.path', 'f.folder', 'f.size', 'a.loginAccount'])
      .where('f.path', '=', r.path)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({
      path: r.path,
      folder: 'picSrc',
      size: PNG.length,
      loginAccount: 'editor',
    });
  });

  it('gives an address the case editor accepts as a picture', async () => {
    const uploaded = (await upload([picture(PNG)])).body.result;
    const gate = await gateSession(t);
    const saved = await t.call<CaseDetail>({
      method: 'POST',
      url: '/unionmallmanage/sm/success/case',
      headers: gate.headers(ContentOperCode.CASE_ADD),
      payload: { name: '带封面的案例', trade: 'port', front: uploaded.url, banner: uploaded.url },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.result.front).toBe(uploaded.url);
  });

  it('tells JPEG, GIF and WebP by their bytes, whatever the name, and honours the folder', async () => {
    const kinds: [Buffer, string, string][] = [
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'jpg', 'image/jpeg'],
      [Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(10)]), 'gif', 'image/gif'],
      [
        Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
        'webp',
        'image/webp',
      ],
    ];
    for (const [data, ext, type] of kinds) {
      const res = await upload([
        picture(data, 'named-wrongly.png'),
        { name: 'filePath', value: 'news' },
      ]);
      expect(res.statusCode, ext).toBe(200);
      expect(res.body.result.path).toMatch(new RegExp(`^news/\\d{6}/[0-9a-f]{32}\\.${ext}$`));
      const got = await t.app.inject({ method: 'GET', url: res.body.result.url });
      expect(got.headers['content-type']).toBe(type);
    }
    const fileOps = await upload([picture(PNG)], editor, '/pm-npn/portal/fileOps');
    expect(fileOps.statusCode).toBe(200);
  });

  it('refuses a renamed text file, an SVG and an empty file', async () => {
    const text = await upload([picture(Buffer.from('hello, not a picture'), 'evil.png')]);
    expect(text.statusCode).toBe(400);
    expect(text.body.message).toBe('仅支持 PNG、JPEG、GIF、WebP 格式的图片');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svgRes = await upload([picture(svg, 'logo.svg', 'image/svg+xml')]);
    expect(svgRes.statusCode).toBe(400);
    expect(svgRes.body.message).toBe('仅支持 PNG、JPEG、GIF、WebP 格式的图片');
    const empty = await upload([picture(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('请选择要上传的图片（字段 upload）');
  });

  it('accepts a picture of 4 MB and refuses one over 5 MB with a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4 * MB)]);
    const ok = await upload([picture(big)]);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.result.size).toBe(big.length);

    const tooBig = await upload([picture(Buffer.concat([PNG, Buffer.alloc(5 * MB)]))]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.body).toMatchObject({
      status: Status.PAYLOAD_TOO_LARGE,
      message: '图片大小不能超过5MB',
    });
  });

  it('refuses unknown folders, missing files, two files and non-multipart requests', async () => {
    const folder = await upload([{ name: 'filePath', value: '../etc' }, picture(PNG)]);
    expect(folder.statusCode).toBe(400);
    expect(folder.body.message).toBe('不支持的上传目录');
    const none = await upload([{ name: 'filePath', value: 'picSrc' }]);
    expect(none.body.message).toBe('请选择要上传的图片（字段 upload）');
    const two = await upload([picture(PNG), picture(PNG)]);
    expect(two.statusCode).toBe(400);
    expect(two.body.message).toBe('每次只能上传一张图片');
    const json = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/file/upload',
      headers: authed(editor),
      payload: { upload: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.body.message).toBe('请以 multipart/form-data 方式上传图片');
  });

  it('lets only content operators upload', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    const visitor = await visitorToken(t);
    expect((await upload([picture(PNG)], customer)).statusCode).toBe(403);
    expect((await upload([picture(PNG)], visitor)).statusCode).toBe(403);
    expect((await upload([picture(PNG)], null)).statusCode).toBe(401);
    const admin = await loginAs(t, 'admin');
    expect((await upload([picture(PNG)], admin)).statusCode).toBe(200);
  });

  it('refuses download paths that try to leave the storage root', async () => {
    fs.writeFileSync(path.join(dir, 'secret.png'), PNG);
    const attempts = [
      'path=../secret.png',
      'path=picSrc/../../secret.png',
      `path=${encodeURIComponent('../secret.png')}`,
      'path=%2e%2e%2fsecret.png',
      'path=%252e%252e%252fsecret.png',
      'path=..%5Csecret.png',
      `path=${encodeURIComponent(path.join(dir, 'secret.png'))}`,
      'path=/etc/passwd',
      'path=picSrc/202601/..%2F..%2F..%2Fsecret.png',
      'path=picSrc/a.svg',
    ];
    for (const q of attempts) {
      const res = await download(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBe('文件路径不合法');
    }
    // A NUL byte is refused before the route reads the path at all.
    const nul = await download('path=picSrc%00.png');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(Messages.NUL_CHARACTER);
    const missing = await download('path=picSrc/202601/0123456789abcdef0123456789abcdef.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('文件不存在');
    expect((await download('')).statusCode).toBe(400);
  });

  it('keeps the local store inside its root whatever key it is handed', async () => {
    const store: FileStorage = new LocalFileStorage(path.join(dir, 'store'));
    for (const key of ['../x.png', '/abs/x.png', 'a/../../x.png', 'a\\..\\x.png', '']) {
      await expect(store.get(key), key).rejects.toThrow();
      await expect(store.put(key, PNG, 'image/png'), key).rejects.toThrow();
    }
    await store.put('picSrc/test/ok.png', PNG, 'image/png');
    expect((await store.get('picSrc/test/ok.png'))?.size).toBe(PNG.length);
    await store.delete('picSrc/test/ok.png');
    expect(await store.get('picSrc/test/ok.png')).toBeUndefined();
  });
});
