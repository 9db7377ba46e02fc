import { isErrorCode } from '../../shared/error-codes';

/**
 * Every integration test's app answers only with error codes of the closed set: an error body
 * with any other code throws here, failing the test that met it (whatever it was testing).
 */
export async function assertClosedErrorCode(response: Response): Promise<void> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  const code = body?.error?.code;
  if (code !== undefined && (typeof code !== 'string' || !isErrorCode(code))) {
    throw new Error(`error code ${JSON.stringify(code)} (HTTP ${response.status}) is not in ERROR_CODES`);
  }
}

/** Makes `app.fetch` (and so `app.request`) check every answer's error code. */
export function checkErrorCodes<App extends { fetch: (...args: never[]) => Response | Promise<Response> }>(
  app: App,
): App {
  const original = app.fetch.bind(app) as (...args: unknown[]) => Response | Promise<Response>;
  (app as { fetch: unknown }).fetch = async (...args: unknown[]) => {
    const response = await original(...args);
    await assertClosedErrorCode(response);
    return response;
  };
  return app;
}
