// The floor of a read over HTTP: a minimal Hono app on @hono/node-server that, per request, sends
// a route's statements (as the SQL alone replays them: one connection, named prepared statements)
// and answers with that route's answer, gzipped once at start. What an app adds beyond this is its
// own work (validation, the statements through its pools, the rows into cards, JSON, gzip);
// what this adds beyond the SQL alone is the HTTP exchange itself. Plain JavaScript, in a process
// of its own: `fork('bench/support/sql-floor-server.mjs', [port])`, then send it
// { databaseUrl, options, statements, body } and wait for 'ready'.
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const port = Number(process.argv[2] ?? 4652);

process.once('message', async ({ databaseUrl, options, statements, body }) => {
  const client = new pg.Client({ connectionString: databaseUrl, options });
  await client.connect();
  const gzipped = gzipSync(body, { level: 1 });
  const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
  const sendStatements = async () => {
    for (const [index, { text, values }] of statements.entries())
      await (values.length === 0
        ? client.query(text)
        : client.query({ name: `floor_${index}`, text, values }));
  };
  // Requests at several connections (the warm-up's) take turns on the one connection, as `pg`
  // would queue them, without its warning about a query sent while another runs.
  let previous = Promise.resolve();
  const app = new Hono().get('*', async (c) => {
    const turn = previous.then(sendStatements);
    previous = turn.catch(() => {});
    await turn;
    return c.body(gzipped, 200, headers);
  });
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => process.send?.('ready'));
});
