import { z } from 'zod';
import { rentalDaysSchema, rentalIdParamSchema } from './rentals';

/** How long the owner has to answer a request for more days; then it is declined by itself. */
export const EXTENSION_RESPONSE_HOURS = 24;

export const EXTENSION_STATUSES = ['requested', 'accepted', 'declined', 'expired', 'paid'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** The renter's ask: N more days (1 to the longest rental the settings allow, checked on the server). */
export const extensionRequestSchema = z.object({ days: rentalDaysSchema });
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;

/** /rentals/:id/extensions/:extensionId/(accept|decline): the owner's one-tap answer. */
export const extensionParamSchema = rentalIdParamSchema.extend({
  extensionId: z.uuid({ error: 'Extension request not found' }),
});
