import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RENTAL_STATUSES, type RentalStatus } from '../../shared/schemas/rentals';
import { ALLOWED_EDGES } from './allowed-edges.testing';
import {
  type CancelReason,
  decide,
  type MoverRole,
  type RentalEvent,
  type RentalFacts,
} from './status-machine';

const EVENTS: RentalEvent[] = ['pay', 'expire_hold', 'cancel', 'mark_overdue', 'return'];
const ACTORS: MoverRole[] = ['renter', 'owner', 'admin', 'system'];

const START = '2030-06-10';
const END = '2030-06-13';
const facts = (status: RentalStatus, cancelReason: CancelReason | null = null): RentalFacts => ({
  status,
  startDate: START,
  endDate: END,
  cancelReason,
});

describe('rental status machine', () => {
  it('activates a pending rental on payment and marks it overdue from its end date', () => {
    expect(decide(facts('pending'), 'pay', 'system', '2030-06-01')).toEqual({ ok: true, to: 'active' });
    expect(decide(facts('active'), 'mark_overdue', 'system', '2030-06-12').ok).toBe(false);
    expect(decide(facts('active'), 'mark_overdue', 'system', END)).toEqual({ ok: true, to: 'overdue' });
  });

  it('lets the renter or the owner cancel a paid rental only before its start date', () => {
    expect(decide(facts('active'), 'cancel', 'renter', '2030-06-09')).toEqual({ ok: true, to: 'cancelled' });
    expect(decide(facts('active'), 'cancel', 'owner', '2030-06-09')).toEqual({ ok: true, to: 'cancelled' });
    expect(decide(facts('active'), 'cancel', 'renter', START)).toMatchObject({ ok: false, code: 'too_late' });
    expect(decide(facts('overdue'), 'cancel', 'owner', '2030-06-01')).toMatchObject({ ok: false });
  });

  it('only the owner or an admin processes a return, of an active or overdue rental', () => {
    expect(decide(facts('active'), 'return', 'renter', START)).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(decide(facts('overdue'), 'return', 'admin', START)).toEqual({ ok: true, to: 'returned' });
    expect(decide(facts('pending'), 'return', 'owner', START)).toMatchObject({ ok: false });
  });

  it('refuses a return before the start date (the rental is cancelled instead), allows it from then on', () => {
    expect(decide(facts('active'), 'return', 'owner', '2030-06-09')).toMatchObject({
      ok: false,
      code: 'too_early',
    });
    expect(decide(facts('active'), 'return', 'admin', '2030-06-09')).toMatchObject({
      ok: false,
      code: 'too_early',
    });
    expect(decide(facts('active'), 'cancel', 'owner', '2030-06-09')).toEqual({ ok: true, to: 'cancelled' });
    expect(decide(facts('active'), 'return', 'owner', START)).toEqual({ ok: true, to: 'returned' });
  });

  it('a payment after the hold expired may reactivate it, but not after a person cancelled', () => {
    expect(decide(facts('cancelled', 'hold_expired'), 'pay', 'system', START)).toEqual({
      ok: true,
      to: 'active',
    });
    expect(decide(facts('cancelled', 'renter'), 'pay', 'system', START)).toMatchObject({ ok: false });
  });

  it('random walks only ever take allowed edges, and respect who may do what', () => {
    const step = fc.record({
      event: fc.constantFrom(...EVENTS),
      actor: fc.constantFrom(...ACTORS),
      dayOffset: fc.integer({ min: -5, max: 10 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...RENTAL_STATUSES),
        fc.array(step, { maxLength: 30 }),
        (initial, steps) => {
          let rental = facts(initial, initial === 'cancelled' ? 'renter' : null);
          for (const { event, actor, dayOffset } of steps) {
            const today = new Date(Date.UTC(2030, 5, 10 + dayOffset)).toISOString().slice(0, 10);
            const decision = decide(rental, event, actor, today);
            if (!decision.ok) continue;
            expect(ALLOWED_EDGES.has(`${rental.status}>${decision.to}`)).toBe(true);
            if (event === 'pay' || event === 'expire_hold' || event === 'mark_overdue')
              expect(actor).toBe('system');
            if (event === 'return') {
              expect(['owner', 'admin']).toContain(actor);
              expect(today >= START).toBe(true);
            }
            if (event === 'cancel' && rental.status === 'active') expect(today < START).toBe(true);
            if (event === 'cancel' && rental.status === 'pending')
              expect(['renter', 'admin']).toContain(actor);
            if (rental.status === 'returned') throw new Error('returned must be final');
            const cancelReason: CancelReason | null =
              decision.to === 'cancelled' ? (event === 'expire_hold' ? 'hold_expired' : 'renter') : null;
            rental = { ...rental, status: decision.to, cancelReason };
          }
        },
      ),
    );
  });

  it('returned, and cancelled by a person, accept no further move from anyone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(facts('returned'), facts('cancelled', 'renter'), facts('cancelled', 'owner')),
        fc.constantFrom(...EVENTS),
        fc.constantFrom(...ACTORS),
        fc.integer({ min: -30, max: 30 }),
        (rental, event, actor, offset) => {
          const today = new Date(Date.UTC(2030, 5, 10 + offset)).toISOString().slice(0, 10);
          expect(decide(rental, event, actor, today).ok).toBe(false);
        },
      ),
    );
  });
});
