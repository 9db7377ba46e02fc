import type { Auth } from '../../../server/auth/auth';
import type { LoginInput, SignUpInput } from '../../../shared/schemas/auth';
import { apiErrorFrom } from '../../lib/api-client';

/**
 * A thin fetch wrapper over the better-auth endpoints the server exposes at /api/auth (the
 * better-auth client library stays out of the bundle). Answers are typed from the server's
 * auth instance; errors arrive in the app's one error shape and are thrown as ApiError.
 */
type AuthApi = Auth['api'];
type SignUpAnswer = Awaited<ReturnType<AuthApi['signUpEmail']>>;
/** A password sign-in either opens a session or, with two-factor on, asks for the code. */
type SignInAnswer = Awaited<ReturnType<AuthApi['signInEmail']>> | { twoFactorRedirect: true };
type VerifyAnswer = Awaited<ReturnType<AuthApi['verifyTOTP']>>;
export type EnableTwoFactorAnswer = Extract<
  Awaited<ReturnType<AuthApi['enableTwoFactor']>>,
  { totpURI: string }
>;
type BackupCodesAnswer = Awaited<ReturnType<AuthApi['generateBackupCodes']>>;
type StatusAnswer = Awaited<ReturnType<AuthApi['requestPasswordReset']>>;

async function post<Answer>(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as Answer;
  throw await apiErrorFrom(response.status, await response.json().catch(() => null));
}

export const authClient = {
  signUp: (input: SignUpInput) => post<SignUpAnswer>('/sign-up/email', input),
  signIn: (input: LoginInput) => post<SignInAnswer>('/sign-in/email', input),
  verifyTotp: (code: string) => post<VerifyAnswer>('/two-factor/verify-totp', { code }),
  verifyBackupCode: (code: string) => post<VerifyAnswer>('/two-factor/verify-backup-code', { code }),
  requestPasswordReset: (email: string) => post<StatusAnswer>('/request-password-reset', { email }),
  resetPassword: (token: string, newPassword: string) =>
    post<StatusAnswer>('/reset-password', { token, newPassword }),
  enableTwoFactor: (password: string) => post<EnableTwoFactorAnswer>('/two-factor/enable', { password }),
  disableTwoFactor: (password: string) =>
    post<Awaited<ReturnType<AuthApi['disableTwoFactor']>>>('/two-factor/disable', { password }),
  newBackupCodes: (password: string) =>
    post<BackupCodesAnswer>('/two-factor/generate-backup-codes', { password }),
};

export function isTwoFactorStep(answer: SignInAnswer): answer is { twoFactorRedirect: true } {
  return 'twoFactorRedirect' in answer && answer.twoFactorRedirect === true;
}
