// Child of bench-api.mjs: the baselines, in a process of their own like the API server.
// A bare Fastify app and a bare Node http server, each answering the given JSON bodies
// (GET /contact, GET /list) with nothing else: no plugins, hooks, validation or database.
//
//   node scripts/bench-api-baseline.mjs <bodies.json> <fastifyPort> <httpPort>
import fs from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

const [bodiesFile, fastifyPort, httpPort] = process.argv.slice(2);
const bodies = JSON.parse(fs.readFileSync(bodiesFile, 'utf8'));
const TYPE = 'application/json; charset=utf-8';

const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) {
  app.get(`/${name}`, (_req, reply) => {
    reply.type(TYPE).send(body);
  });
}
await app.listen({ port: Number(fastifyPort), host: '127.0.0.1' });

const bare = http.createServer((req, res) => {
  const body = bodies[req.url.slice(1)] ?? '{}';
  res.writeHead(200, { 'content-type': TYPE, 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise((r) => bare.listen(Number(httpPort), '127.0.0.1', r));
process.send?.('ready');
process.on('SIGTERM', () => {
  bare.close();
  void app.close().then(() => process.exit(0));
});
