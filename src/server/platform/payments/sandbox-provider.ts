import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCheckoutSessions, sandboxRefunds } from '../../db/schema';
import {
  type CheckoutSessionRef,
  type CheckoutSessionState,
  type CreateCheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInput,
} from './provider';
import { type CardOutcome, chargeTestCard } from './sandbox-cards';

export type SandboxSession = typeof sandboxCheckoutSessions.$inferSelect;

export type PayResult =
  | { kind: 'paid'; session: SandboxSession }
  | { kind: 'declined'; code: Exclude<CardOutcome, { ok: true }>['code']; message: string }
  | { kind: 'expired' }
  | { kind: 'not_found' };

type SessionRow = SandboxSession;

const token = () => randomBytes(18).toString('base64url');

/** What the sandbox says about one of its sessions, as every provider answers it. */
export function sandboxState(row: SessionRow): CheckoutSessionState {
  return {
    sessionId: row.id,
    reference: row.reference,
    status: row.status,
    paid: row.status === 'complete',
    paymentReference: row.paymentIntent,
    amountTotal: row.amountTotal,
  };
}

/**
 * The built-in provider: its "hosted" checkout is the app's own /checkout/{sessionId} page, and
 * its records (sessions, refunds) live in its own tables, as Stripe keeps its own. It never
 * touches rentals or payments: like Stripe, it only answers what happened to a session.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSessionRef> {
    const id = `cs_sandbox_${token()}`;
    const amountTotal = input.lineItems.reduce((total, line) => total + line.unitAmount * line.quantity, 0);
    await this.db.insert(sandboxCheckoutSessions).values({
      id,
      reference: input.reference,
      lineItems: input.lineItems,
      amountTotal,
      currency: input.currency,
      customerEmail: input.customerEmail,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt,
    });
    return { sessionId: id, url: `${this.publicUrl}/checkout/${id}` };
  }

  async getCheckout(sessionId: string): Promise<CheckoutSessionState | null> {
    const row = await this.read(sessionId);
    return row ? sandboxState(row) : null;
  }

  async expireCheckout(sessionId: string): Promise<CheckoutSessionState | null> {
    await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')));
    const row = await this.find(sessionId);
    return row ? sandboxState(row) : null;
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (existing) return { refundId: existing.id };
      const [session] = await tx
        .update(sandboxCheckoutSessions)
        .set({
          amountRefunded: sql`${sandboxCheckoutSessions.amountRefunded} + ${input.amount}`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(sandboxCheckoutSessions.paymentIntent, input.paymentReference),
            eq(sandboxCheckoutSessions.status, 'complete'),
            sql`${sandboxCheckoutSessions.amountRefunded} + ${input.amount} <= ${sandboxCheckoutSessions.amountTotal}`,
          ),
        )
        .returning({ id: sandboxCheckoutSessions.id });
      if (!session) {
        throw new PaymentProviderError(
          'The refund is larger than what remains of the payment, or it was not paid.',
        );
      }
      const refundId = `re_sandbox_${token()}`;
      await tx.insert(sandboxRefunds).values({
        id: refundId,
        sessionId: session.id,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        reason: input.reason,
      });
      return { refundId };
    });
  }

  /**
   * The sandbox page's Pay button. A test card decides the outcome; a declined card leaves the
   * session open so the renter can try another. Paying a completed session again changes nothing.
   */
  async pay(
    sessionId: string,
    card: { cardNumber: string; expiry: string },
    now = new Date(),
  ): Promise<PayResult> {
    const session = await this.read(sessionId);
    if (!session) return { kind: 'not_found' };
    if (session.status === 'expired') return { kind: 'expired' };
    if (session.status === 'complete') return { kind: 'paid', session };
    const outcome = chargeTestCard(card.cardNumber, card.expiry, now);
    if (!outcome.ok) return { kind: 'declined', code: outcome.code, message: outcome.message };
    const [paid] = await this.db
      .update(sandboxCheckoutSessions)
      .set({
        status: 'complete',
        paymentIntent: `pi_sandbox_${token()}`,
        cardLast4: outcome.last4,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, sessionId),
          eq(sandboxCheckoutSessions.status, 'open'),
          gt(sandboxCheckoutSessions.expiresAt, sql`now()`),
        ),
      )
      .returning();
    // Another Pay click may have completed it a moment earlier (the result is the same), or it
    // ran out just now.
    const current = paid ?? (await this.read(sessionId));
    if (current?.status === 'complete') return { kind: 'paid', session: current };
    return { kind: 'expired' };
  }

  /** The session as the sandbox checkout page shows it. */
  session(sessionId: string): Promise<SessionRow | null> {
    return this.read(sessionId);
  }

  private async find(sessionId: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .limit(1);
    return row ?? null;
  }

  /** The session as it stands: like Stripe's, one past its expiry no longer takes payment. */
  private async read(sessionId: string): Promise<SessionRow | null> {
    const row = await this.find(sessionId);
    if (row?.status !== 'open' || row.expiresAt.getTime() > Date.now()) return row;
    const [expired] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    // Paid at the very last moment by another request: that answer stands.
    return expired ?? (await this.find(sessionId));
  }
}
