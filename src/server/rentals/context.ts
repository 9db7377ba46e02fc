import type { Actor } from '../auth/public';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ObjectStorage, PaymentProvider } from '../platform/public';

/** What the rental and payment use cases need; built from the app's deps by the routes. */
export interface RentalDeps {
  db: Db;
  payments: PaymentProvider;
  storage: ObjectStorage;
  /** The origin for checkout return links. */
  publicUrl: string;
  logger: Logger;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** The signed-in person acting. */
export type RentalActor = Pick<Actor, 'id' | 'email' | 'isAdmin'>;

export const nowOf = (deps: Pick<RentalDeps, 'now'>) => (deps.now ? deps.now() : new Date());
