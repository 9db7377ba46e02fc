import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the Stripe endpoints the Stripe provider calls, for tests:
 * Checkout Sessions (create, retrieve, expire), Refunds (create), and Connect: Accounts (create,
 * retrieve), Account Links (create) and Transfers (create). It keeps Stripe's semantics that
 * matter here: idempotency keys, sessions that can only be expired while open, refunds limited to
 * what was paid, transfers only to accounts that can receive them. Webhook events are signed the
 * way Stripe signs them (Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">), and
 * the app verifies them with the real SDK.
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

export interface StandInAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  metadata: Record<string, string>;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  requirements: { currently_due: string[]; past_due: string[]; eventually_due: string[] };
}

export interface StandInTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  /** The charge the transfer is paid from (source_transaction), if any. */
  source_transaction: string | null;
  reversed: boolean;
  created: number;
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

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(/^metadata\[(.+)\]$/);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: StandInRefund[] = [];
  readonly accounts = new Map<string, StandInAccount>();
  readonly transfers: StandInTransfer[] = [];
  /** Each paid session's charge, by its payment intent. */
  readonly charges = new Map<string, { id: string; amount: number }>();
  /** When set, every request fails with this status (a provider outage: 500s are retried by the SDK). */
  failEverythingWith: number | null = null;
  /** When set, creating a session fails with this message (a 400, which Stripe's SDK does not retry). */
  failCreateWith: string | null = null;
  private readonly byIdempotencyKey = new Map<string, unknown>();
  private readonly server: Server;
  private counter = 0;
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
    this.charges.set(session.payment_intent, {
      id: `ch_test_${++this.counter}`,
      amount: session.amount_total,
    });
    return session;
  }

  /**
   * A dispute of a paid session's charge as Stripe describes it (charge.dispute.created with
   * status needs_response; charge.dispute.closed with won, lost or warning_closed).
   */
  dispute(
    paymentIntent: string,
    options: { id: string; amount?: number; status?: 'needs_response' | 'won' | 'lost' | 'warning_closed' },
  ) {
    const charge = this.charges.get(paymentIntent);
    if (!charge) throw new Error(`no charge for ${paymentIntent}`);
    return {
      id: options.id,
      object: 'dispute',
      amount: options.amount ?? charge.amount,
      charge: charge.id,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: options.status ?? 'needs_response',
    };
  }

  /** The owner finishes Stripe's hosted onboarding: the account can now be paid out. */
  completeOnboarding(accountId: string): StandInAccount {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    account.details_submitted = true;
    account.payouts_enabled = true;
    account.charges_enabled = true;
    account.requirements = { currently_due: [], past_due: [], eventually_due: [] };
    return account;
  }

  /** Signs a payload as Stripe does: t=<seconds>,v1=hex(HMAC-SHA256(secret, "<t>.<payload>")). */
  static sign(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  /**
   * A signed webhook delivery as Stripe would send it: the raw body and its Stripe-Signature
   * header. `account` marks an event of a connected account (Connect webhooks).
   */
  async signedEvent(
    type: string,
    object: object,
    secret = this.webhookSecret,
    options: { account?: string; id?: string } = {},
  ) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${++this.counter}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...(options.account ? { account: options.account } : {}),
      data: { object },
    });
    return { payload, signature: StripeStandIn.sign(payload, secret) };
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
    if (this.failEverythingWith) {
      return send(res, this.failEverythingWith, {
        error: { type: 'api_error', message: 'An unknown error occurred (stand-in outage).' },
      });
    }
    if (await this.handleConnect(req.method ?? 'GET', path, form, idempotencyKey, res)) return;

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

  /** Connect: accounts, account links, transfers. Answers false when the path is not one of them. */
  private async handleConnect(
    method: string,
    path: string,
    form: Record<string, string>,
    idempotencyKey: string | null,
    res: ServerResponse,
  ): Promise<boolean> {
    if (method === 'POST' && path === '/v1/accounts') {
      send(
        res,
        200,
        this.remember(idempotencyKey, () => this.createAccount(form)),
      );
      return true;
    }
    const account = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'GET' && account) {
      const found = this.accounts.get(decodeURIComponent(account[1]!));
      if (found) send(res, 200, found);
      else invalid(res, 404, 'No such account');
      return true;
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const found = this.accounts.get(form.account ?? '');
      if (!found) {
        invalid(res, 400, `No such account: '${form.account ?? ''}'`);
        return true;
      }
      if (!form.return_url || !form.refresh_url || form.type !== 'account_onboarding') {
        invalid(res, 400, 'Missing required param: return_url, refresh_url or type.');
        return true;
      }
      send(
        res,
        200,
        this.remember(idempotencyKey, () => ({
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `https://connect.stripe.test/setup/e/${found.id}/${++this.counter}`,
        })),
      );
      return true;
    }
    const intent = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && intent) {
      const charge = this.charges.get(intent[1]!);
      if (charge) {
        send(res, 200, {
          id: intent[1],
          object: 'payment_intent',
          amount: charge.amount,
          status: 'succeeded',
          latest_charge: charge.id,
        });
      } else invalid(res, 404, `No such payment_intent: '${intent[1]}'`);
      return true;
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const existing = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (existing) {
        send(res, 200, existing);
        return true;
      }
      const destination = this.accounts.get(form.destination ?? '');
      // Like Stripe: a transfer from a charge cannot take more than the charge brought in.
      const source = form.source_transaction;
      if (source !== undefined) {
        const charge = [...this.charges.values()].find((known) => known.id === source);
        const taken = this.transfers
          .filter((made) => made.source_transaction === source)
          .reduce((sum, made) => sum + made.amount, 0);
        if (!charge || taken + Number(form.amount) > charge.amount) {
          invalid(res, 400, `Insufficient funds in source_transaction ${source}.`);
          return true;
        }
      }
      if (!destination?.payouts_enabled) {
        invalid(
          res,
          400,
          'Your destination account needs to have at least one of the following capabilities enabled: transfers',
        );
        return true;
      }
      send(
        res,
        200,
        this.remember(idempotencyKey, () => {
          const transfer: StandInTransfer = {
            id: `tr_test_${++this.counter}`,
            object: 'transfer',
            amount: Number(form.amount),
            amount_reversed: 0,
            currency: form.currency ?? 'usd',
            destination: destination.id,
            transfer_group: form.transfer_group ?? null,
            metadata: metadataOf(form),
            source_transaction: source ?? null,
            reversed: false,
            created: Math.floor(Date.now() / 1000),
          };
          this.transfers.push(transfer);
          return transfer;
        }),
      );
      return true;
    }
    return false;
  }

  private createAccount(form: Record<string, string>): StandInAccount {
    const account: StandInAccount = {
      id: `acct_test_${++this.counter}`,
      object: 'account',
      type: 'express',
      email: form.email ?? null,
      metadata: metadataOf(form),
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
      requirements: {
        currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
        past_due: [],
        eventually_due: [],
      },
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private createSession(form: Record<string, string>): StandInSession {
    let amountTotal = 0;
    for (let line = 0; form[`line_items[${line}][quantity]`] !== undefined; line++) {
      amountTotal +=
        Number(form[`line_items[${line}][quantity]`]) *
        Number(form[`line_items[${line}][price_data][unit_amount]`]);
    }
    const metadata = metadataOf(form);
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
