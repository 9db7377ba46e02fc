import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  sandboxCheckoutSessions,
  sandboxConnectedAccounts,
  sandboxRefunds,
  sandboxTransfers,
} from '../../db/schema';
import {
  type CheckoutSessionRef,
  type CheckoutSessionState,
  type CreateCheckoutInput,
  type CreatePayoutAccountInput,
  type OnboardingLinkInput,
  type PaymentProvider,
  PaymentProviderError,
  type PayoutAccountState,
  type RefundInput,
  type TransferInput,
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

type AccountRow = typeof sandboxConnectedAccounts.$inferSelect;

function sandboxAccountState(row: AccountRow): PayoutAccountState {
  return {
    accountId: row.id,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.bankLast4 !== null,
    requirementsDue: row.payoutsEnabled ? [] : ['external_account'],
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

  async createPayoutAccount(input: CreatePayoutAccountInput): Promise<PayoutAccountState> {
    await this.db
      .insert(sandboxConnectedAccounts)
      .values({ id: `acct_sandbox_${token()}`, reference: input.reference, email: input.email })
      .onConflictDoNothing({ target: sandboxConnectedAccounts.reference });
    const [row] = await this.db
      .select()
      .from(sandboxConnectedAccounts)
      .where(eq(sandboxConnectedAccounts.reference, input.reference));
    if (!row) throw new PaymentProviderError('The sandbox account could not be created.');
    return sandboxAccountState(row);
  }

  async getPayoutAccount(accountId: string): Promise<PayoutAccountState | null> {
    const row = await this.account(accountId);
    return row ? sandboxAccountState(row) : null;
  }

  /** The sandbox's "hosted" onboarding is the app's own /payouts/sandbox/{accountId} page. */
  async createOnboardingLink(input: OnboardingLinkInput): Promise<{ url: string }> {
    if (!(await this.account(input.accountId))) {
      throw new PaymentProviderError('No such sandbox account.');
    }
    return { url: `${this.publicUrl}/payouts/sandbox/${input.accountId}` };
  }

  async createTransfer(input: TransferInput): Promise<{ transferId: string }> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: sandboxTransfers.id })
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
      if (existing) return { transferId: existing.id };
      const [account] = await tx
        .select()
        .from(sandboxConnectedAccounts)
        .where(eq(sandboxConnectedAccounts.id, input.accountId));
      // Like Stripe: a destination that cannot receive transfers yet is refused.
      if (!account?.payoutsEnabled) {
        throw new PaymentProviderError('The destination account cannot receive transfers yet.');
      }
      const transferId = `tr_sandbox_${token()}`;
      await tx.insert(sandboxTransfers).values({
        id: transferId,
        idempotencyKey: input.idempotencyKey,
        destination: input.accountId,
        amount: input.amount,
        transferGroup: input.transferGroup,
      });
      return { transferId };
    });
  }

  /**
   * The sandbox onboarding page's Save button: a test bank account number (digits only) completes
   * the account, which may then receive transfers. Answers null for an unknown account.
   */
  async completeOnboarding(accountId: string, accountNumber: string): Promise<PayoutAccountState | null> {
    const [row] = await this.db
      .update(sandboxConnectedAccounts)
      .set({ bankLast4: accountNumber.slice(-4), payoutsEnabled: true, updatedAt: sql`now()` })
      .where(eq(sandboxConnectedAccounts.id, accountId))
      .returning();
    return row ? sandboxAccountState(row) : null;
  }

  /** The account as the sandbox onboarding page shows it (and whose it is). */
  account(accountId: string): Promise<AccountRow | null> {
    return this.db
      .select()
      .from(sandboxConnectedAccounts)
      .where(eq(sandboxConnectedAccounts.id, accountId))
      .then((rows) => rows[0] ?? null);
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
