import { z } from 'zod';
import { opaqueIdSchema } from './text';

/** The sandbox onboarding page's form: a test bank account number (nothing is paid anywhere). */
export const sandboxBankSchema = z.object({
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Account number is required' })
        .regex(/^\d{4,17}$/, { error: 'Account number must be 4 to 17 digits' }),
    ),
});
export type SandboxBankInput = z.input<typeof sandboxBankSchema>;

export const sandboxAccountParam = z.object({ accountId: opaqueIdSchema('Payout account not found') });

/** ?refresh=1 asks the provider for the account's state (back from onboarding). */
export const payoutAccountQuery = z.object({ refresh: z.enum(['0', '1']).optional() });
