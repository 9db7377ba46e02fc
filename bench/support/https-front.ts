import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What a browser meets in production (README, deploying: "behind HTTPS"): a TLS front that speaks
 * HTTP/2 to the browser and plain HTTP/1.1 to the app, as nginx, Caddy or a cloud load balancer
 * do. Node's own http2 server, so the bench needs nothing installed; its certificate is made for
 * this run by openssl for 127.0.0.1 (Chromium is started with --ignore-certificate-errors).
 * Measured through it, the browser loads the page's files over one multiplexed connection, as
 * users do, instead of six HTTP/1.1 connections taking the files in turns (decision 041).
 */
export interface HttpsFront {
  url: string;
  stop(): Promise<void>;
}

/** Headers that belong to one HTTP/1.1 connection and are not allowed in HTTP/2. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shareshed-tls-'));
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(keyPath), cert: readFileSync(certPath) };
  rmSync(dir, { recursive: true });
  return pair;
}

/** Serves https://127.0.0.1:`port`, passing every request on to `target` (the app's own address). */
export async function startHttpsFront(port: number, target: string): Promise<HttpsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    // The public host the browser asked for, as a front passes it on (the app's PUBLIC_URL).
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  // The browser's open connections would keep close() waiting: ended with the front.
  const sockets = new Set<{ destroy(): void }>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      }),
  };
}
