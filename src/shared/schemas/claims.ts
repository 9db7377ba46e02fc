import { z } from 'zod';
import { parseDollarsToCents } from '../money';
import { multiLineText, safeText, uuidSchema } from './text';

/** How long a renter has to accept or dispute a damage claim; after that it settles as claimed. */
export const CLAIM_RESPONSE_HOURS = 72;

export const CLAIM_STATEMENT_MAX_LENGTH = 1000;
export const CLAIM_PHOTOS_MAX = 6;

/** A dollar amount to keep from the deposit, as typed ('' = not given) -> cents. */
export const keptAmountSchema = safeText()
  .trim()
  .max(20, { error: 'Enter an amount like 25.00' })
  .transform((value, context) => {
    if (value === '') return undefined;
    const cents = parseDollarsToCents(value);
    if (cents === null || cents <= 0) {
      context.addIssue({ code: 'custom', message: 'Enter an amount above $0, like 25.00' });
      return z.NEVER;
    }
    return cents;
  });

export const claimPhotoIdsSchema = z
  .array(z.uuid({ error: 'Photo not found' }))
  .max(CLAIM_PHOTOS_MAX, { error: `At most ${CLAIM_PHOTOS_MAX} photos` });

/** The renter disputes a damage claim: their side in words (required), and photos if they have them. */
export const claimDisputeSchema = z.object({
  statement: multiLineText('Please tell us your side')
    .transform((value) => value.replace(/[<>]/g, '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Please tell us your side' })
        .max(CLAIM_STATEMENT_MAX_LENGTH, {
          error: `Please keep it under ${CLAIM_STATEMENT_MAX_LENGTH} characters`,
        }),
    ),
  photoIds: claimPhotoIdsSchema.default([]),
});
export type ClaimDisputeInput = z.input<typeof claimDisputeSchema>;

export const DISPUTE_DECISIONS = ['refund_all', 'keep_part', 'keep_all'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** An admin's decision on a disputed claim; keeping part names the amount kept. */
export const disputeDecisionSchema = z
  .object({
    decision: z.enum(DISPUTE_DECISIONS, { error: 'Please choose a decision' }),
    amountKept: keptAmountSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.decision === 'keep_part' && value.amountKept === undefined) {
      context.addIssue({ code: 'custom', path: ['amountKept'], message: 'Enter the amount to keep' });
    }
  });
export type DisputeDecisionInput = z.input<typeof disputeDecisionSchema>;

/** The rental an admin decides a disputed claim on. */
export const disputeParamSchema = z.object({ rentalId: uuidSchema('Rental not found') });
