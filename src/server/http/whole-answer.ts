import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/**
 * Answers sent whole: made with the app-wide headers, the request's id, their length and encoding
 * in the one plain record (http/kept-answer.ts sendKept). The middleware that finishes other
 * answers (the security headers, X-Request-Id, compression) leaves these as they are: reading or
 * setting `c.res.headers` turns @hono/node-server's plain record into a Headers object (each name
 * and value checked again, then sorted on the way out): about 30 of a kept answer's 320 µs, one
 * after another (issue 18). A response that anything replaced is not in the set, and is finished
 * as any other.
 */
const wholeAnswers = new WeakSet<Response>();

export const isWhole = (res: Response): boolean => wholeAnswers.has(res);

export function markWhole(res: Response): Response {
  wholeAnswers.add(res);
  return res;
}

/** compress() for answers that are not whole (streams and files; a client that asks for deflate). */
export function compressUnlessWhole() {
  const compressor = compress();
  const finished = async () => {};
  return createMiddleware(async (c, next) => {
    await next();
    // compress() reads the answer after its `next`: here, the answer already made.
    if (!isWhole(c.res)) await compressor(c, finished);
  });
}
