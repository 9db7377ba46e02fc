import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appWideHeaders, securityHeaders, tileSource } from './security';

/**
 * The app-wide headers are a list built once (issue 18: one list shared by the middleware and the
 * health probes' answer). They must stay what Hono's secureHeaders() set with the options the app
 * passed it before, so that list is checked against secureHeaders itself.
 */
function secureHeadersAnswer(config: ReturnType<typeof loadConfig>) {
  const imageSources = ["'self'", 'data:', 'blob:'];
  if (config.S3_PUBLIC_URL) imageSources.push(new URL(config.S3_PUBLIC_URL).origin);
  imageSources.push(tileSource(config.MAP_TILE_URL));
  const app = new Hono()
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: imageSources,
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
        strictTransportSecurity: config.publicUrl.startsWith('https:')
          ? 'max-age=31536000; includeSubDomains'
          : false,
        referrerPolicy: 'strict-origin-when-cross-origin',
        crossOriginEmbedderPolicy: false,
        permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
      }),
    )
    .get('/', (c) => c.text('hi'));
  return app.request('/');
}

const headerMap = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'));

describe('app-wide security headers', () => {
  for (const env of [
    {},
    { PUBLIC_URL: 'https://shareshed.example', S3_PUBLIC_URL: 'https://cdn.example/bucket' },
    { MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' },
  ]) {
    it(`are the ones secureHeaders() set (${JSON.stringify(env)})`, async () => {
      const config = loadConfig(env);
      expect(appWideHeaders(config)).toEqual(headerMap(await secureHeadersAnswer(config)));
    });
  }

  it("keep a route's own policy, fill in the rest and drop X-Powered-By", async () => {
    const config = loadConfig({});
    const app = new Hono()
      .use(securityHeaders(config))
      .get('/own', (c) =>
        c.text('x', 200, { 'content-security-policy': "default-src 'none'; sandbox", 'x-powered-by': 'me' }),
      )
      .get('/plain', (c) => c.text('x'));
    const own = await app.request('/own');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(own.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(own.headers.get('x-powered-by')).toBeNull();
    expect(headerMap(await app.request('/plain'))).toEqual(appWideHeaders(config));
  });
});
