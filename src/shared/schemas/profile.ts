import { z } from 'zod';
import { LIMITS } from '../constants';
import { profileEditSchema, sanitizeString } from './auth';
import { safeText, userIdSchema } from './text';

/** A sanitised text field: '<' and '>' removed and trimmed before the length check. */
const text = (max: number, message: string, options: { multiline?: boolean } = {}) =>
  safeText(options)
    .transform(sanitizeString)
    .pipe(z.string().max(max, { error: message }));

export const PHONE_PATTERN = /^[0-9+().\-\s]*$/;

/**
 * Changes to one's own profile (PATCH /api/profile, the edit-profile and settings forms): the
 * spec's profile edit schema (display_name, username, avatar_url with their messages) plus the
 * profile's own fields. Every field is optional. An empty username clears it; avatar_url null
 * removes the photo.
 */
export const profileUpdateSchema = profileEditSchema.extend({
  avatar_url: safeText()
    .pipe(z.url({ protocol: /^https?$/, error: 'Invalid URL' }))
    .nullable()
    .optional(),
  first_name: text(50, 'First name too long').optional(),
  last_name: text(50, 'Last name too long').optional(),
  phone: text(30, 'Phone number too long')
    .pipe(
      z
        .string()
        .regex(PHONE_PATTERN, { error: 'Phone number can only contain digits, spaces and + ( ) - .' }),
    )
    .optional(),
  location: text(100, 'Location too long').optional(),
  bio: text(LIMITS.bioMaxLength, `Bio must be at most ${LIMITS.bioMaxLength} characters`, {
    multiline: true,
  }).optional(),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The fields the edit-profile page autosaves (email is shown read-only and never sent). */
export const profileFormSchema = profileUpdateSchema.pick({
  first_name: true,
  last_name: true,
  phone: true,
  location: true,
  bio: true,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Settings > Account: the autosaved fields plus nothing else (email is read-only there too). */
export const accountFormSchema = profileFormSchema.omit({ location: true });
export type AccountFormValues = z.input<typeof accountFormSchema>;

/** GET /api/profiles/:id: a person's account id. */
export const profileIdParamSchema = z.object({ id: userIdSchema() });
