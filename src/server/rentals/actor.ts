import type { Context } from 'hono';
import { requireUser } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import type { RentalActor, RentalDeps } from './context';

/** The signed-in user as rental and payment use cases see them (401 for visitors). */
export async function rentalActorOf(c: Context<AppEnv>): Promise<RentalActor> {
  const current = requireUser(c);
  return { id: current.id, email: current.email, isAdmin: (await c.get('userRole')()) === 'admin' };
}

export function rentalDepsOf(deps: ResolvedDeps): RentalDeps {
  return {
    db: deps.database.db,
    payments: deps.payments,
    storage: deps.storage,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  };
}
