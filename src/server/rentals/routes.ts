import { Hono } from 'hono';
import { z } from 'zod';
import {
  checkInParamSchema,
  confirmCheckInSchema,
  recordCheckInSchema,
} from '../../shared/schemas/check-ins';
import { claimDisputeSchema } from '../../shared/schemas/claims';
import { extensionParamSchema, extensionRequestSchema } from '../../shared/schemas/extensions';
import {
  checkoutRequestSchema,
  noShowSchema,
  processReturnSchema,
  rentalIdParamSchema,
  rentalListQuerySchema,
} from '../../shared/schemas/rentals';
import { signedInOnly } from '../auth/public';
import type { AppEnv, ResolvedDeps } from '../http/public';
import { validate } from '../http/public';
import { readUploadedFiles, uploadBodyLimit } from '../uploads/public';
import { rentalActorOf, rentalDepsOf } from './actor';
import { startCheckout } from './booking';
import { confirmCheckIn, recordCheckIn, renewCheckInCode } from './check-ins';
import { answerClaim } from './claim-service';
import { uploadCheckInPhoto, uploadClaimPhoto } from './evidence-photo-upload';
import { acceptExtension, declineExtension, type ExtensionRow, requestExtension } from './extensions';
import { getRental, itemAvailability, listRentals } from './queries';
import { cancelRental, processReturn, reportNoShow } from './settlement';

const itemIdParam = z.object({ itemId: z.uuid({ error: 'Item ID is required' }) });

/** What the extension routes answer about a request (the rental view has the rest). */
const extensionJson = (extension: ExtensionRow) => ({
  id: extension.id,
  rentalId: extension.rentalId,
  status: extension.status,
  days: extension.days,
  priceCents: extension.priceCents,
  feeCents: extension.feeCents,
  respondBy: extension.respondBy.toISOString(),
});

/**
 * /api/rentals: booking (create-rental-payment), My Rentals for both sides, cancellation and
 * process-return. Every move is checked on the server against the actor and the status machine.
 */
export function rentalRoutes(deps: ResolvedDeps) {
  const services = () => rentalDepsOf(deps);
  return (
    new Hono<AppEnv>()
      .get('/availability/:itemId', validate('param', itemIdParam), async (c) => {
        const current = c.get('user');
        const viewer = current ? { id: current.id, isAdmin: (await c.get('userRole')()) === 'admin' } : null;
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
      .get('/:id', signedInOnly, validate('param', rentalIdParamSchema), async (c) => {
        const actor = await rentalActorOf(c);
        return c.json({ rental: await getRental(services(), c.req.valid('param').id, actor) });
      })
      .post('/:id/cancel', signedInOnly, validate('param', rentalIdParamSchema), async (c) => {
        const actor = await rentalActorOf(c);
        return c.json(await cancelRental(services(), c.req.valid('param').id, actor));
      })
      .post(
        '/:id/no-show',
        signedInOnly,
        validate('param', rentalIdParamSchema),
        validate('json', noShowSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          return c.json(await reportNoShow(services(), c.req.valid('param').id, c.req.valid('json'), actor));
        },
      )
      .post(
        '/:id/return',
        signedInOnly,
        validate('param', rentalIdParamSchema),
        validate('json', processReturnSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          return c.json(await processReturn(services(), c.req.valid('param').id, c.req.valid('json'), actor));
        },
      )
      // Evidence for a damage claim or a dispute: one photo per request, like item photos.
      .post(
        '/:id/claim-photos',
        signedInOnly,
        validate('param', rentalIdParamSchema),
        uploadBodyLimit(1),
        async (c) => {
          const actor = await rentalActorOf(c);
          const [file] = await readUploadedFiles(c, 'file', 1);
          return c.json(
            { photo: await uploadClaimPhoto(services(), c.req.valid('param').id, file!, actor) },
            201,
          );
        },
      )
      // Check-ins (pick-up and return): photos one per request, then the record, a new code, the
      // other side's confirmation with the code.
      .post(
        '/:id/check-in-photos',
        signedInOnly,
        validate('param', rentalIdParamSchema),
        uploadBodyLimit(1),
        async (c) => {
          const actor = await rentalActorOf(c);
          const [file] = await readUploadedFiles(c, 'file', 1);
          return c.json(
            { photo: await uploadCheckInPhoto(services(), c.req.valid('param').id, file!, actor) },
            201,
          );
        },
      )
      .post(
        '/:id/check-ins/:step',
        signedInOnly,
        validate('param', checkInParamSchema),
        validate('json', recordCheckInSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const { id, step } = c.req.valid('param');
          return c.json(
            { checkIn: await recordCheckIn(services(), id, step, c.req.valid('json'), actor) },
            201,
          );
        },
      )
      .post('/:id/check-ins/:step/code', signedInOnly, validate('param', checkInParamSchema), async (c) => {
        const actor = await rentalActorOf(c);
        const { id, step } = c.req.valid('param');
        return c.json({ checkIn: await renewCheckInCode(services(), id, step, actor) });
      })
      .post(
        '/:id/check-ins/:step/confirm',
        signedInOnly,
        validate('param', checkInParamSchema),
        validate('json', confirmCheckInSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const { id, step } = c.req.valid('param');
          return c.json({
            checkIn: await confirmCheckIn(services(), id, step, c.req.valid('json').code, actor),
          });
        },
      )
      // Extensions (decision 031): the renter asks for more days, the owner accepts or declines.
      .post(
        '/:id/extensions',
        signedInOnly,
        validate('param', rentalIdParamSchema),
        validate('json', extensionRequestSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const extension = await requestExtension(
            services(),
            c.req.valid('param').id,
            c.req.valid('json'),
            actor,
          );
          return c.json({ extension: extensionJson(extension) }, 201);
        },
      )
      .post(
        '/:id/extensions/:extensionId/accept',
        signedInOnly,
        validate('param', extensionParamSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const { id, extensionId } = c.req.valid('param');
          const accepted = await acceptExtension(services(), id, extensionId, actor);
          return c.json({ extension: extensionJson(accepted.extension), checkoutUrl: accepted.checkoutUrl });
        },
      )
      .post(
        '/:id/extensions/:extensionId/decline',
        signedInOnly,
        validate('param', extensionParamSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const { id, extensionId } = c.req.valid('param');
          return c.json({
            extension: extensionJson(await declineExtension(services(), id, extensionId, actor)),
          });
        },
      )
      .post('/:id/claim/accept', signedInOnly, validate('param', rentalIdParamSchema), async (c) => {
        const actor = await rentalActorOf(c);
        return c.json(await answerClaim(services(), c.req.valid('param').id, { kind: 'accept' }, actor));
      })
      .post(
        '/:id/claim/dispute',
        signedInOnly,
        validate('param', rentalIdParamSchema),
        validate('json', claimDisputeSchema),
        async (c) => {
          const actor = await rentalActorOf(c);
          const body = c.req.valid('json');
          return c.json(
            await answerClaim(services(), c.req.valid('param').id, { kind: 'dispute', ...body }, actor),
          );
        },
      )
  );
}
