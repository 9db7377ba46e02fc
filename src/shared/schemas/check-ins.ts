import { z } from 'zod';
import { multiLineText, uuidSchema } from './text';

/** The two check-ins of a rental: when the item changes hands, and when it comes back. */
export const CHECK_IN_STEPS = ['pickup', 'return'] as const;
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];

export const CHECK_IN_PHOTOS_MIN = 1;
export const CHECK_IN_PHOTOS_MAX = 6;
export const CHECK_IN_NOTES_MAX_LENGTH = 1000;
/** How long the code shown on the recorder's phone can be typed on the other side's. */
export const HANDOVER_CODE_MINUTES = 15;
/** Wrong codes allowed before the code stops working (the recorder then shows a new one). */
export const HANDOVER_CODE_ATTEMPTS = 5;
export const HANDOVER_CODE_LENGTH = 6;

export const checkInParamSchema = z.object({
  id: uuidSchema('Rental not found'),
  step: z.enum(CHECK_IN_STEPS, { error: 'Choose the pick-up or the return' }),
});

/** One side records the item's condition: 1-6 photos already uploaded, and notes if any. */
export const recordCheckInSchema = z.object({
  photoIds: z
    .array(uuidSchema('Photo not found'), { error: 'Please add at least one photo' })
    .min(CHECK_IN_PHOTOS_MIN, { error: 'Please add at least one photo' })
    .max(CHECK_IN_PHOTOS_MAX, { error: `At most ${CHECK_IN_PHOTOS_MAX} photos` }),
  notes: multiLineText()
    .transform((value) => value.replace(/[<>]/g, '').trim())
    .pipe(
      z.string().max(CHECK_IN_NOTES_MAX_LENGTH, {
        error: `Please keep the notes under ${CHECK_IN_NOTES_MAX_LENGTH} characters`,
      }),
    )
    .default(''),
});
export type RecordCheckInInput = z.input<typeof recordCheckInSchema>;

/** The other side confirms by typing the code shown on the recorder's phone. */
export const confirmCheckInSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code shown on the other phone' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`), {
        error: 'Enter the 6-digit code shown on the other phone',
      }),
    ),
});
export type ConfirmCheckInInput = z.input<typeof confirmCheckInSchema>;
