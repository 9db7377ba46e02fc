// The floor every hot-path figure is compared with: a minimal Hono app on @hono/node-server
// answering JSON from memory (no database, no middleware). Plain JavaScript, so nothing is
// transpiled: `node bench/support/floor-server.mjs <port>`.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 4651);
const answer = { ok: true, items: [{ id: 'b0a1', title: 'DeWalt 20V cordless drill', priceCents: 2500 }] };
const app = new Hono().get('*', (c) => c.json(answer));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.send?.('ready'));
