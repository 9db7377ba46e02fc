import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small local stand-in for the Stripe endpoints the Stripe provider calls (Checkout Sessions:
 * create, retrieve, expire; Refunds: create), for tests. It keeps Stripe's semantics that matter
 * here: idempotency keys, sessions that can only be expired while open, refunds limited to what was
 * paid. Events are signed with the real `stripe.webhooks` signing, so the app's verification is real.
 */

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  metadata: Record<string, string>;
  mode: 'payment';
}

export interface StandInRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  idempotencyKey: string | null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

const invalid = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { error: { type: 'invalid_request_error', message } });

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: StandInRefund[] = [];
  /** When set, creating a session fails with this message (a 400, which Stripe's SDK does not retry). */
  failCreateWith: string | null = null;
  private readonly byIdempotencyKey = new Map<string, unknown>();
  private readonly server: Server;
  private counter = 0;
  private readonly signer = new Stripe('sk_test_signer');
  url = '';

  constructor(readonly webhookSecret: string) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  /** Listens again on the same address after stop() (to test an outage). */
  async restart(): Promise<void> {
    const port = Number(new URL(this.url).port);
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  /** The renter pays on Stripe's page. */
  complete(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_test_${++this.counter}`;
    return session;
  }

  /** A signed webhook delivery as Stripe would send it: the raw body and its Stripe-Signature header. */
  async signedEvent(type: string, session: StandInSession, secret = this.webhookSecret) {
    const payload = JSON.stringify({
      id: `evt_test_${++this.counter}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    });
    const signature = await this.signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
    return { payload, signature };
  }

  private remember<T>(key: string | null, make: () => T): T {
    if (key && this.byIdempotencyKey.has(key)) return this.byIdempotencyKey.get(key) as T;
    const value = make();
    if (key) this.byIdempotencyKey.set(key, value);
    return value;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      idempotencyKey,
      authorization: (req.headers.authorization as string | undefined) ?? null,
    });
    const path = url.pathname;

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (this.failCreateWith) return invalid(res, 400, this.failCreateWith);
      const session = this.remember(idempotencyKey, () => this.createSession(form));
      return send(res, 200, session);
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (req.method === 'POST' && expire) {
      const session = this.sessions.get(decodeURIComponent(expire[1]!));
      if (!session) return invalid(res, 404, 'No such checkout.session');
      if (session.status !== 'open') {
        return invalid(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      }
      session.status = 'expired';
      return send(res, 200, session);
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      return session ? send(res, 200, session) : invalid(res, 404, 'No such checkout.session');
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const existing = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (existing) return send(res, 200, existing);
      const intent = form.payment_intent ?? '';
      const paid = [...this.sessions.values()].find((session) => session.payment_intent === intent);
      const amount = Number(form.amount);
      const refunded = this.refunds
        .filter((refund) => refund.payment_intent === intent)
        .reduce((total, refund) => total + refund.amount, 0);
      if (!paid) return invalid(res, 400, `No such payment_intent: '${intent}'`);
      if (refunded + amount > paid.amount_total) {
        return invalid(res, 400, 'Refund amount is greater than unrefunded amount on charge');
      }
      const refund = this.remember(idempotencyKey, () => {
        const created: StandInRefund = {
          id: `re_test_${++this.counter}`,
          object: 'refund',
          amount,
          payment_intent: intent,
          status: 'succeeded',
          idempotencyKey,
        };
        this.refunds.push(created);
        return created;
      });
      return send(res, 200, refund);
    }
    return invalid(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  private createSession(form: Record<string, string>): StandInSession {
    let amountTotal = 0;
    for (let line = 0; form[`line_items[${line}][quantity]`] !== undefined; line++) {
      amountTotal +=
        Number(form[`line_items[${line}][quantity]`]) *
        Number(form[`line_items[${line}][price_data][unit_amount]`]);
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = key.match(/^metadata\[(.+)\]$/);
      if (match) metadata[match[1]!] = value;
    }
    const id = `cs_test_${++this.counter}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal,
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      payment_intent: null,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      expires_at: Number(form.expires_at),
      metadata,
      mode: 'payment',
    };
    this.sessions.set(id, session);
    return session;
  }
}
