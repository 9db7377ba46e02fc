import { z } from 'zod';
import { LIMITS, RETURN_CONDITIONS } from '../constants';
import { claimPhotoIdsSchema, keptAmountSchema } from './claims';
import { multiLineText, safeText } from './text';

/** Spec section 4: the rental statuses, and the deposit's. */
export const RENTAL_STATUSES = ['pending', 'active', 'returned', 'overdue', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const DEPOSIT_STATUSES = ['held', 'refunded', 'forfeited'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The spec's rental-days messages (section 5), shared by every schema that takes days. */
export const rentalDaysSchema = z
  .number({ error: 'Rental days must be at least 1' })
  .int({ error: 'Rental days must be a whole number' })
  .min(LIMITS.minRentalDays, { error: 'Rental days must be at least 1' })
  .max(LIMITS.maxRentalDays, { error: 'Rental period too long' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as 'YYYY-MM-DD' that really exists (no 2026-02-30). */
export const calendarDateSchema = z
  .string({ error: 'Please choose a start date' })
  .min(1, { error: 'Please choose a start date' })
  .regex(ISO_DATE, { error: 'Please choose a valid start date' })
  .refine((value) => isRealDate(value), { error: 'Please choose a valid start date' });

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The spec's rental schema (section 5), with its messages word for word. Amounts are integer
 * cents here (the spec's 0.01 minimum is 1 cent). The server builds this record from the item
 * and checks it before anything is stored: client amounts are never trusted.
 */
export const rentalSchema = z.object({
  itemId: z
    .string({ error: 'Item ID is required' })
    .trim()
    .min(1, { error: 'Item ID is required' })
    .pipe(z.uuid({ error: 'Item not found' })),
  rentalDays: rentalDaysSchema,
  dailyRate: z.number().int().min(1, { error: 'Daily rate must be positive' }),
  totalAmount: z.number().int().min(1, { error: 'Total amount must be positive' }),
  securityDeposit: z.number().int().min(0, { error: 'Security deposit cannot be negative' }),
});
export type RentalRecord = z.infer<typeof rentalSchema>;

/** What the booking dialog sends (create-rental-payment): the item, the days and the start date. */
export const checkoutRequestSchema = z.object({
  itemId: rentalSchema.shape.itemId,
  rentalDays: rentalDaysSchema,
  startDate: calendarDateSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The booking dialog's form: the same rules as the request, without the item. */
export const bookingFormSchema = checkoutRequestSchema.pick({ rentalDays: true, startDate: true });
export type BookingForm = z.infer<typeof bookingFormSchema>;

export const DAMAGE_REASON_MAX_LENGTH = 1000;

/**
 * process-return (spec section 7): a condition must be chosen; damage needs a reason, at least one
 * photo, and may keep less than the whole deposit (depositKept, dollars; empty keeps it all).
 */
export const processReturnSchema = z
  .object({
    returnCondition: z.enum(RETURN_CONDITIONS, { error: 'Please select the return condition' }),
    damageReason: multiLineText()
      .transform((value) => value.replace(/[<>]/g, '').trim())
      .pipe(
        z.string().max(DAMAGE_REASON_MAX_LENGTH, {
          error: `Damage description must be at most ${DAMAGE_REASON_MAX_LENGTH} characters`,
        }),
      )
      .optional(),
    depositKept: keptAmountSchema.optional(),
    photoIds: claimPhotoIdsSchema.default([]),
  })
  .superRefine((value, context) => {
    if (value.returnCondition === 'damaged' && !value.damageReason) {
      context.addIssue({
        code: 'custom',
        path: ['damageReason'],
        message: 'Please describe the damage',
      });
    }
    if (value.returnCondition === 'damaged' && value.photoIds.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['photoIds'],
        message: 'Please add at least one photo of the damage',
      });
    }
  });
export type ProcessReturnInput = z.input<typeof processReturnSchema>;

/** Reporting a no-show (decision 033): which side did not come to the hand-over. */
export const noShowSchema = z.object({
  absent: z.enum(['renter', 'owner'], { error: 'Choose who did not come: the renter or the owner' }),
});
export type NoShowInput = z.infer<typeof noShowSchema>;

export const RENTAL_ROLES = ['renting', 'lending'] as const;
export type RentalRole = (typeof RENTAL_ROLES)[number];

export const rentalListQuerySchema = z.object({
  role: z.enum(RENTAL_ROLES, { error: 'Choose renting or lending' }).default('renting'),
});

/** The sandbox checkout's card form (test cards only; nothing is charged). */
export const sandboxCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Card number is required' })
        .regex(/^\d{12,19}$/, { error: 'Card number must be 12 to 19 digits' }),
    ),
  expiry: z
    .string()
    .trim()
    .min(1, { error: 'Expiry date is required' })
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'Expiry date must be MM / YY' }),
  cvc: z
    .string()
    .trim()
    .min(1, { error: 'CVC is required' })
    .regex(/^\d{3,4}$/, { error: 'CVC must be 3 or 4 digits' }),
  name: safeText()
    .transform((value) => value.replace(/[<>]/g, '').trim())
    .pipe(z.string().min(1, { error: 'Name on card is required' }).max(100, { error: 'Name too long' })),
});
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;

/**
 * The browser tests' clock for one rental (test mode only, decision 034): the period moves to
 * start on `startDate`, keeping its length, so a story can make a rental late without waiting days.
 */
export const rentalPeriodShiftSchema = z.object({ startDate: calendarDateSchema });

/** /rentals/:id and every route below it. */
export const rentalIdParamSchema = z.object({ id: z.uuid({ error: 'Rental not found' }) });
