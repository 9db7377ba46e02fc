import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../platform/payments/provider';
import type { ObjectStorage } from '../platform/storage/storage';

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
export interface RentalActor {
  id: string;
  email: string;
  isAdmin: boolean;
}

export const nowOf = (deps: Pick<RentalDeps, 'now'>) => (deps.now ? deps.now() : new Date());
