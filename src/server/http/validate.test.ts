import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from './validate';

const taken = new Set(['ann']);

describe('validate', () => {
  const sync = z.object({
    name: z.string().min(2, { error: 'Too short' }),
    age: z.coerce.number().default(1),
  });
  // No shared schema refines asynchronously today; one that did must still be checked.
  const async = z
    .object({ name: z.string() })
    .refine(async ({ name }) => !taken.has(name), { error: 'Taken' });
  const app = new Hono()
    .get('/sync', validate('query', sync), (c) => c.json(c.req.valid('query')))
    .post('/async', validate('json', async), (c) => c.json(c.req.valid('json')));

  it('gives the parsed value, defaults and coercions applied', async () => {
    const res = await app.request('/sync?name=bo&extra=1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'bo', age: 1 });
  });

  it('answers bad input with 400 and the first message', async () => {
    const res = await app.request('/sync?name=b');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Too short' } });
  });

  it('checks a schema with an async refinement asynchronously', async () => {
    const post = (name: string) =>
      app.request('/async', {
        method: 'POST',
        body: JSON.stringify({ name }),
        headers: { 'content-type': 'application/json' },
      });
    const ok = await post('bo');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ name: 'bo' });
    const refused = await post('ann');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { message: 'Taken' } });
  });
});
