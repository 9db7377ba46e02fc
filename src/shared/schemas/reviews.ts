import { z } from 'zod';
import { multiLineText } from './text';

/** Reviews can be written for this many days after the return, and are published at the latest then. */
export const REVIEW_WINDOW_DAYS = 14;

export const REVIEW_TEXT_MAX = 1000;

/** POST /api/reviews: one review of the other party of a returned rental. */
export const reviewCreateSchema = z.object({
  rentalId: z.uuid({ error: 'Rental not found' }),
  rating: z
    .number({ error: 'Please choose a rating' })
    .int({ error: 'Please choose a rating' })
    .min(1, { error: 'Please choose a rating' })
    .max(5, { error: 'Please choose a rating' }),
  text: multiLineText('Please write a few words about the rental')
    .trim()
    .transform((value) => value.replace(/[<>]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Please write a few words about the rental' })
        .max(REVIEW_TEXT_MAX, { error: `Review too long (max ${REVIEW_TEXT_MAX} characters)` }),
    ),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

export const reviewSubjectParamSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
