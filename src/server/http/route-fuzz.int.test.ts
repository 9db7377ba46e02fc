import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ZodType } from 'zod';
import { approve, createListing } from '../items/testing';
import { type SignedIn, signIn, signUpAndSignIn, TEST_PASSWORD } from '../test/accounts';
import { apiRoutes, fillPath } from '../test/routes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/**
 * Hostile input against every API route the app declares (read from its own route table, so a
 * new route is fuzzed without editing this file): malformed params, queries and bodies must get
 * a 4xx, never a 5xx, and the process must stay healthy. Requests go as an admin (who gets past
 * every guard to the validation and the database) and as a visitor.
 *
 * Body fields are the ones the shared schemas declare (collected from src/shared/schemas), each
 * filled with a plausible value, then one hostile value put into every free-text field: a route
 * that forgot the safe-text schema would let it reach the database. Cases are seeded and bounded
 * so the file runs in seconds.
 */

const SEED = 1324;

/** A small deterministic generator (mulberry32), so a failure reproduces exactly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(200_000);

/** Hostile text: the characters Postgres refuses, controls, and sizes nobody types. */
const HOSTILE_TEXT = [
  'nul\u0000byte',
  'lone \ud800 surrogate',
  'trailing \udfff',
  'bell\u0007 and escape\u001b[31m',
  'del\u007f and c1\u0085',
  "$` $& $' </head><script>alert(1)</script>",
  HUGE,
];

/** Hostile path segments (already URL-encoded as they would arrive). */
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e%5c%2e%2e%5cwindows',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e309',
  "1'%20OR%20'1'%3D'1",
  'x'.repeat(5_000),
];

const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['../../shared/schemas/*.ts', '!../../shared/schemas/*.test.ts'],
  { eager: true },
);

/** Every object key any shared schema declares: the field names the routes read. */
function schemaFieldNames(): string[] {
  const keys = new Set<string>();
  const walk = (schema: unknown, depth: number) => {
    const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
    if (!def || depth > 10) return;
    if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape as Record<string, ZodType>)) {
        keys.add(key);
        walk(value, depth + 1);
      }
    }
    const inner = [def.in, def.out, def.innerType, def.schema, def.element, def.valueType];
    for (const next of [...inner, ...((def.options as unknown[]) ?? [])]) walk(next, depth + 1);
  };
  for (const module of Object.values(schemaModules)) {
    for (const value of Object.values(module)) walk(value, 0);
  }
  return [...keys].sort();
}

/**
 * Plausible values for the fields whose shape is not free text, so a body gets past them to the
 * hostile one. Any field not named here is treated as free text.
 */
function plausibleValues(ids: { itemId: string; userId: string }): Record<string, unknown> {
  return {
    acceptPrivacy: true,
    acceptTerms: true,
    action: 'fuzz_event',
    avatar_url: null,
    category: 'power-tools',
    commissionRate: 10,
    currency: 'USD',
    dailyRate: '12',
    price: '12',
    deposit: '20',
    email: 'fuzz-target@example.com',
    email_notifications: true,
    entries: [],
    expiry: '12/30',
    cardNumber: '4242424242424242',
    cvc: '123',
    font_size: 'medium',
    from: '2026-01-01',
    to: '2026-12-31',
    handoff: 'pickup',
    id: ids.userId,
    isAvailable: true,
    itemId: ids.itemId,
    kind: 'rental',
    language: 'en',
    lat: 30.27,
    latitude: 30.27,
    lng: -97.74,
    longitude: -97.74,
    limit: 10,
    page: 1,
    maxPrice: 100,
    minPrice: 1,
    maxRentalDays: 30,
    metadata: {},
    password: TEST_PASSWORD,
    currentPassword: TEST_PASSWORD,
    newPassword: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    photoIds: [],
    rating: 5,
    rentalDays: 2,
    returnCondition: 'good',
    revokeOtherSessions: false,
    role: 'user',
    savedPriceCents: 1200,
    securityDeposit: 2000,
    startDate: '2027-01-04',
    status: 'pending',
    theme: 'system',
    totalAmount: 2400,
    emailVerificationRequired: true,
    registrationEnabled: true,
    maintenanceMode: false,
    autoApproveListings: false,
    requireIdVerification: true,
    animations: true,
    location_sharing: false,
    marketing_emails: false,
    public_profile: true,
    push_notifications: false,
    rental_updates: true,
    timezone: 'UTC',
    sort: 'newest',
    within: 5,
    username: 'fuzzer',
    phone: '555 0100',
  };
}

interface Case {
  label: string;
  /** Run on every route; the others are a seeded sample (the run time stays small). */
  always?: boolean;
  path: string;
  query?: string;
  body?: BodyInit;
  contentType?: string;
}

/** Bounded, seeded cases for one route: hostile params, queries and bodies. */
function casesFor(
  route: { method: string; path: string },
  fields: string[],
  plausible: Record<string, unknown>,
  next: () => number,
): Case[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const fixedPath = fillPath(route.path, (name) => (name === '*' ? 'fuzz.png' : String(plausible.id)));
  const cases: Case[] = [];
  if (/:[A-Za-z]|\*$/.test(route.path)) {
    for (const [index, value] of HOSTILE_PARAMS.entries()) {
      const always = index < 3 || value === 'not-a-uuid';
      cases.push({ label: `param ${value.slice(0, 40)}`, path: fillPath(route.path, () => value), always });
    }
  }
  const text = pick(HOSTILE_TEXT);
  const encoded = (value: string) =>
    value
      .split('')
      .map((character) => {
        const code = character.charCodeAt(0);
        // A lone surrogate has no UTF-8 form; send the bytes a broken client would.
        if (code >= 0xd800 && code <= 0xdfff) return '%ED%A0%80';
        return encodeURIComponent(character);
      })
      .join('');
  const isText = (field: string) => !(field in plausible);
  const plain = (field: string) => plausible[field] ?? 'Plain text';
  const queryValue = (value: unknown) =>
    encoded(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  const queryOf = (value: string) =>
    fields.map((field) => `${field}=${queryValue(isText(field) ? value : plain(field))}`).join('&');
  cases.push({
    label: 'query: huge text',
    path: fixedPath,
    query: `q=${HUGE.slice(0, 20_000)}&id=${HUGE.slice(0, 20_000)}`,
  });
  cases.push({
    label: 'query: seeded hostile text',
    path: fixedPath,
    query: queryOf(pick(HOSTILE_TEXT).slice(0, 2000)),
  });
  cases.push({
    label: 'query: NUL in every text field',
    always: true,
    path: fixedPath,
    query: queryOf('a\u0000'),
  });
  cases.push({
    label: 'query: lone surrogate in every text field',
    always: true,
    path: fixedPath,
    query: queryOf('\ud800'),
  });
  cases.push({
    label: 'query: arrays for scalars',
    path: fixedPath,
    query: fields.map((field) => `${field}=1&${field}=2&${field}[]=3`).join('&'),
  });
  cases.push({
    label: 'query: ids that are not ids',
    path: fixedPath,
    query: 'id=%00&itemId=not-a-uuid&rentalId=..%2F..&cursor=%00',
  });
  cases.push({
    label: 'query: broken percent-encoding',
    path: fixedPath,
    query: 'q=%E0%A4%A&cursor=%ZZ&id=%',
  });
  if (route.method === 'GET') return cases;

  const body = (overrides: (field: string, value: unknown) => unknown) =>
    JSON.stringify(Object.fromEntries(fields.map((field) => [field, overrides(field, plain(field))])));
  for (const value of [text, 'nul\u0000byte', 'lone \ud800 surrogate', 'ctrl\u0001']) {
    cases.push({
      label: `body: ${JSON.stringify(value.slice(0, 30))} in every free-text field`,
      always: value !== text,
      path: fixedPath,
      body: body((field, value_) => (isText(field) ? value : value_)),
    });
  }
  cases.push({
    label: 'body: ids that are not ids',
    always: true,
    path: fixedPath,
    body: body((_field, value) =>
      typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? 'not-a-uuid' : value,
    ),
  });
  cases.push({
    label: 'body: hostile email',
    always: true,
    path: fixedPath,
    body: body((field, value) =>
      field === 'email' ? `${pick(HOSTILE_TEXT).slice(0, 300)}@example.com` : value,
    ),
  });
  const field = pick(fields);
  cases.push({
    label: `body: hostile ${field} only`,
    path: fixedPath,
    body: body((name, value) => (name === field ? pick(HOSTILE_TEXT) : value)),
  });
  cases.push({
    label: 'body: arrays for scalars',
    path: fixedPath,
    body: body((_name, value) => [value, value]),
  });
  cases.push({ label: 'body: objects for scalars', path: fixedPath, body: body(() => ({ $gt: '' })) });
  cases.push({
    label: 'body: wrong types',
    path: fixedPath,
    body: body((_name, value) => (typeof value === 'string' ? 42 : 'text')),
  });
  cases.push({ label: 'body: nulls', path: fixedPath, body: body(() => null) });
  cases.push({ label: 'body: missing fields', path: fixedPath, body: '{}' });
  cases.push({ label: 'body: bad JSON', path: fixedPath, body: '{"title": "unterminated' });
  cases.push({ label: 'body: JSON array', path: fixedPath, body: '[1,2,3]' });
  cases.push({ label: 'body: JSON null', path: fixedPath, body: 'null' });
  cases.push({ label: 'body: JSON string with NUL', path: fixedPath, body: '"\\u0000"' });
  cases.push({
    label: 'body: deep nesting',
    path: fixedPath,
    body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  });
  cases.push({
    label: 'body: huge',
    path: fixedPath,
    body: JSON.stringify({ title: HUGE, text: HUGE, body: HUGE }),
  });
  cases.push({
    label: 'body: text/plain',
    path: fixedPath,
    body: body((_name, value) => value),
    contentType: 'text/plain',
  });
  cases.push({
    label: 'body: form-encoded',
    path: fixedPath,
    body: 'title=%00&email=%ED%A0%80',
    contentType: 'application/x-www-form-urlencoded',
  });
  cases.push({
    label: 'body: broken multipart',
    path: fixedPath,
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\n\u0000\r\n',
    contentType: 'multipart/form-data; boundary=y',
  });
  return cases;
}

describe('route-table fuzz: no 5xx for hostile input', () => {
  let t: TestApp;
  let admin: SignedIn;
  let plausible: Record<string, unknown>;
  let fields: string[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAndSignIn(t, { email: 'fuzz-admin@example.com', admin: true });
    const item = await createListing(t, admin);
    await approve(t, admin, item.id);
    plausible = plausibleValues({ itemId: item.id, userId: admin.userId });
    fields = schemaFieldNames();
  }, 60_000);
  afterAll(() => t.close());

  /** Fuzzing may sign the admin out (sign-out, revoke): sign in again when that happened. */
  async function adminHeaders(): Promise<Record<string, string>> {
    const session = await t.request('GET', '/api/roles/me', undefined, admin.headers);
    if (session.status === 200 && ((await session.json()) as { role?: string }).role === 'admin') {
      return admin.headers;
    }
    const again = await signIn(t, admin.email);
    const cookie = again.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    admin = { ...admin, headers: { cookie } };
    return admin.headers;
  }

  test('every declared route answers hostile input with a 4xx (or a success), never a 5xx', async () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    const next = seeded(SEED);
    const failures: string[] = [];
    for (const route of routes) {
      for (const as of ['visitor', 'admin'] as const) {
        const all = casesFor(route, fields, plausible, next);
        // Visitors mostly meet the sign-in guard: a seeded handful is enough for them.
        const cases = all.filter(
          (fuzz) => (as === 'admin' && fuzz.always) || next() < (as === 'admin' ? 0.4 : 0.15),
        );
        const signedIn = as === 'admin' ? await adminHeaders() : {};
        for (const fuzz of cases) {
          const headers: Record<string, string> = { origin: TEST_ORIGIN, ...signedIn };
          if (fuzz.body !== undefined) headers['content-type'] = fuzz.contentType ?? 'application/json';
          const url = fuzz.query ? `${fuzz.path}?${fuzz.query}` : fuzz.path;
          const response = await t.app.request(url, { method: route.method, headers, body: fuzz.body });
          if (response.status >= 500) {
            failures.push(
              `${route.key} as ${as}, ${fuzz.label}: ${response.status} ${(await response.text()).slice(0, 200)}`,
            );
          } else {
            // Live updates stream for ever: only the status matters.
            await response.body?.cancel();
          }
        }
      }
    }
    expect(failures, `routes that answered hostile input with a 5xx:\n${failures.join('\n')}`).toEqual([]);

    const health = await t.request('GET', '/api/health');
    expect(health.status).toBe(200);
    const stillWorks = await signIn(t, admin.email);
    expect(stillWorks.status).toBe(200);
  }, 120_000);
});
