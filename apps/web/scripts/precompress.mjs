// Compresses the built files once, at build time: brotli at its best quality and gzip -9
// next to each text file (app.js → app.js.br, app.js.gz). The server sends the variant the
// browser accepts (@fastify/static preCompressed) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** Types worth compressing (pictures and fonts are compressed already). */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function textFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const files = textFiles(dist).filter((f) => fs.statSync(f).size >= MIN_BYTES);
let raw = 0;
let br = 0;
let gz = 0;
// A few at a time: zlib works on the thread pool.
const queue = [...files];
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const body = fs.readFileSync(file);
    const [b, g] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    raw += body.length;
    // A variant no smaller than the file would only cost a read.
    if (b.length < body.length) {
      fs.writeFileSync(`${file}.br`, b);
      br += b.length;
    }
    if (g.length < body.length) {
      fs.writeFileSync(`${file}.gz`, g);
      gz += g.length;
    }
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files.length} files: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
