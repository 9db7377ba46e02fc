import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * A GET as lean as the `pg` client the SQL alone is timed with: node:http on one kept-alive
 * connection per agent, asking for the encodings fetch asks for, with the whole body read and
 * decoded (as a browser does, natively). fetch (undici) adds its own work per request in the
 * timing process: its JavaScript, and a body decoded through web streams and zlib's thread pool
 * (a turn of the thread pool per chunk), which on a loaded machine costs more than the app's.
 */
export function leanGet(url: string, agent: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = DECODERS[res.headers['content-encoding'] ?? ''];
        resolve({ status: res.statusCode ?? 0, body: decode ? decode(raw) : raw });
      });
    });
    request.on('error', reject);
  });
}

/** An agent that keeps one connection open between requests, as a browser tab does. */
export const keptAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
