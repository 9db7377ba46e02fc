import { Hono } from 'hono';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  processReturnSchema,
  rentalListQuerySchema,
} from '../../shared/schemas/rentals';
import { signedInOnly } from '../auth/session';
import type { AppEnv, ResolvedDeps } from '../http/context';
import { validate } from '../http/validate';
import { rentalActorOf, rentalDepsOf } from './actor';
import { startCheckout } from './booking';
import { getRental, itemAvailability, listRentals } from './queries';
import { cancelRental, processReturn } from './settlement';

const rentalIdParam = z.object({ id: z.uuid({ error: 'Rental not found' }) });
const itemIdParam = z.object({ itemId: z.uuid({ error: 'Item ID is required' }) });

/**
 * /api/rentals: booking (create-rental-payment), My Rentals for both sides, cancellation and
 * process-return. Every move is checked on the server against the actor and the status machine.
 */
export function rentalRoutes(deps: ResolvedDeps) {
  const services = () => rentalDepsOf(deps);
  return new Hono<AppEnv>()
    .get('/availability/:itemId', validate('param', itemIdParam), async (c) => {
      const current = c.var.user;
      const viewer = current ? { id: current.id, isAdmin: (await c.var.userRole()) === 'admin' } : null;
      return c.json(await itemAvailability(services(), c.req.valid('param').itemId, viewer));
    })
    .post('/checkout', signedInOnly, validate('json', checkoutRequestSchema), async (c) => {
      const actor = await rentalActorOf(c);
      return c.json(await startCheckout(services(), c.req.valid('json'), actor), 201);
    })
    .get('/', signedInOnly, validate('query', rentalListQuerySchema), async (c) => {
      const actor = await rentalActorOf(c);
      return c.json({ rentals: await listRentals(services(), c.req.valid('query').role, actor) });
    })
    .get('/:id', signedInOnly, validate('param', rentalIdParam), async (c) => {
      const actor = await rentalActorOf(c);
      return c.json({ rental: await getRental(services(), c.req.valid('param').id, actor) });
    })
    .post('/:id/cancel', signedInOnly, validate('param', rentalIdParam), async (c) => {
      const actor = await rentalActorOf(c);
      return c.json(await cancelRental(services(), c.req.valid('param').id, actor));
    })
    .post(
      '/:id/return',
      signedInOnly,
      validate('param', rentalIdParam),
      validate('json', processReturnSchema),
      async (c) => {
        const actor = await rentalActorOf(c);
        return c.json(await processReturn(services(), c.req.valid('param').id, c.req.valid('json'), actor));
      },
    );
}
