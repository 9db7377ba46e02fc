import type { TestApp } from './test-app';

/** The SQL statements `send` makes through the app's database handle, and its response. */
export async function statementsOf(t: TestApp, send: () => Response | Promise<Response>) {
  const texts: string[] = [];
  const stop = t.database.observeStatements((text) => texts.push(text));
  try {
    const response = await send();
    return { response, texts };
  } finally {
    stop();
  }
}
