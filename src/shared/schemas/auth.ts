import { z } from 'zod';
import { opaqueIdSchema, safeText } from './text';

/**
 * The account inputs and their messages (spec section 5), word for word. The web forms and the
 * server routes validate with these same schemas.
 */

/** Spec: string sanitizing trims and removes < and >. */
export function sanitizeString(value: string): string {
  return value.replace(/[<>]/g, '').trim();
}

export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs only cost hashing time; better-auth refuses them too. */
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const USERNAME_MAX_LENGTH = 50;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Invalid email format' }).max(254, { error: 'Invalid email format' }));

export const passwordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 8 characters' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Password must be at most 128 characters' })
  .regex(/[A-Z]/, { error: 'Password must contain at least one uppercase letter' })
  .regex(/[a-z]/, { error: 'Password must contain at least one lowercase letter' })
  .regex(/[0-9]/, { error: 'Password must contain at least one number' });

/** Optional; sanitised, and an empty result means "no display name". */
export const displayNameSchema = safeText()
  .transform(sanitizeString)
  .pipe(z.string().max(DISPLAY_NAME_MAX_LENGTH, { error: 'Display name too long' }));

/** What the server accepts for a sign-up. The consent boxes are checked by the form (spec section 5). */
export const signUpSchema = z.object({
  name: displayNameSchema.optional().default(''),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** The sign-up form: the server's fields plus the two agreements. */
export const signUpFormSchema = signUpSchema.extend({
  acceptPrivacy: z.boolean(),
  acceptTerms: z.boolean(),
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** Login: email validated the same way; password only required (old passwords may predate the rules). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: opaqueIdSchema('This password reset link is invalid or has expired.'),
  newPassword: passwordSchema,
});

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' }),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** A six-digit authenticator code (spaces tolerated, as apps show "123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }));

export const backupCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter one of your backup codes' })
  .regex(/^[A-Za-z0-9-]*$/, { error: 'Enter one of your backup codes' })
  .max(64, { error: 'Enter one of your backup codes' });

/** Password confirmation for turning two-factor sign-in on or off. */
export const twoFactorPasswordSchema = z.object({
  password: z.string().min(1, { error: 'Password is required' }),
});

/** POST /api/auth/revoke-session: one of one's own sessions, by the id list-sessions shows. */
export const revokeSessionSchema = z.object({
  id: opaqueIdSchema('This session does not exist or has already ended.', 64),
});

/** Spec section 5: profile edit schema. */
export const profileEditSchema = z.object({
  display_name: safeText()
    .transform(sanitizeString)
    .pipe(z.string().max(DISPLAY_NAME_MAX_LENGTH, { error: 'Display name too long' }))
    .optional(),
  username: safeText()
    .max(USERNAME_MAX_LENGTH, { error: 'Username too long' })
    .regex(/^[A-Za-z0-9_]*$/, { error: 'Username can only contain letters, numbers, and underscores' })
    .optional(),
  avatar_url: safeText()
    .pipe(z.url({ error: 'Invalid URL' }))
    .optional(),
});
export type ProfileEditInput = z.input<typeof profileEditSchema>;

/** Spec section 5: the first validation error message is the one shown, with fallback 'Validation failed'. */
export function firstValidationMessage(
  error: { issues: readonly { message: string }[] } | undefined,
): string {
  return error?.issues[0]?.message || 'Validation failed';
}
