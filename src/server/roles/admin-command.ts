import { emailSchema } from '../../shared/schemas/auth';
import { setRoleByEmail } from '../auth/public';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export const ADMIN_USAGE = `usage: npm run admin -- grant <email>
       npm run admin -- revoke <email>

Grants or revokes the admin role of an existing account. Uses the same settings as the server
(DATABASE_URL, or the embedded database in DATA_DIR: stop the server first in embedded mode, as
only one process may open that folder). An address in ADMIN_EMAILS gets admin again at its next
sign-in.`;

export type AdminCommand = { action: 'grant' | 'revoke'; email: string } | { error: string };

export function parseAdminArgs(args: readonly string[]): AdminCommand {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) return { error: ADMIN_USAGE };
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success)
    return { error: `${parsed.error.issues[0]?.message ?? 'Invalid email format'}: ${email}` };
  return { action, email: parsed.data.toLowerCase() };
}

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs a parsed command against the database; the exit code is the answer. */
export async function runAdminCommand(
  db: Db,
  command: { action: 'grant' | 'revoke'; email: string },
  out: CommandOutput,
): Promise<number> {
  try {
    await setRoleByEmail(db, command.email, command.action === 'grant' ? 'admin' : 'user');
  } catch (err) {
    if (err instanceof AppError) {
      out.error(err.userMessage);
      return 1;
    }
    throw err;
  }
  out.log(
    command.action === 'grant'
      ? `${command.email} is now an admin.`
      : `${command.email} is no longer an admin.`,
  );
  return 0;
}
