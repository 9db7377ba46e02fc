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

const EVENTS: RentalEvent[] = [
  'pay',
  'expire_hold',
  'cancel',
  'mark_overdue',
  'return',
  'renter_no_show',
  'owner_no_show',
];
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

  it('lets each side report the other as a no-show on the start date, an admin either, the system never', () => {
    expect(decide(facts('active'), 'renter_no_show', 'owner', START)).toEqual({ ok: true, to: 'cancelled' });
    expect(decide(facts('active'), 'owner_no_show', 'renter', START)).toEqual({ ok: true, to: 'cancelled' });
    expect(decide(facts('active'), 'renter_no_show', 'admin', START)).toEqual({ ok: true, to: 'cancelled' });
    expect(decide(facts('active'), 'owner_no_show', 'admin', START)).toEqual({ ok: true, to: 'cancelled' });
    // Nobody reports themselves, and the system never reports anyone.
    expect(decide(facts('active'), 'renter_no_show', 'renter', START)).toMatchObject({ code: 'forbidden' });
    expect(decide(facts('active'), 'owner_no_show', 'owner', START)).toMatchObject({ code: 'forbidden' });
    expect(decide(facts('active'), 'owner_no_show', 'system', START)).toMatchObject({ code: 'forbidden' });
  });

  it('refuses a no-show before the start date, after it, after the hand-over and after the transfer', () => {
    expect(decide(facts('active'), 'owner_no_show', 'renter', '2030-06-09')).toMatchObject({
      ok: false,
      code: 'no_show_too_early',
    });
    expect(decide(facts('active'), 'renter_no_show', 'owner', '2030-06-11')).toMatchObject({
      ok: false,
      code: 'no_show_too_late',
    });
    const handedOver = { ...facts('active'), handedOverAt: new Date(`${START}T09:00:00Z`) };
    expect(decide(handedOver, 'owner_no_show', 'renter', START)).toMatchObject({
      ok: false,
      code: 'no_show_after_handover',
    });
    const transferred = { ...facts('active'), shareTransferred: true };
    expect(decide(transferred, 'renter_no_show', 'admin', START)).toMatchObject({
      ok: false,
      code: 'no_show_after_transfer',
    });
    // Nor a cancellation, even one stamped before the start (a late delivery).
    expect(decide(transferred, 'cancel', 'renter', '2000-01-01')).toMatchObject({
      ok: false,
      code: 'too_late',
    });
    for (const status of ['pending', 'overdue', 'returned', 'cancelled'] as const) {
      expect(decide(facts(status), 'owner_no_show', 'renter', START)).toMatchObject({
        ok: false,
        code: 'invalid_transition',
      });
    }
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
            if (event === 'renter_no_show' || event === 'owner_no_show') {
              expect(today).toBe(START);
              expect(rental.status).toBe('active');
              expect(actor).not.toBe('system');
              expect(actor).not.toBe(event === 'renter_no_show' ? 'renter' : 'owner');
            }
            if (event === 'cancel' && rental.status === 'pending')
              expect(['renter', 'admin']).toContain(actor);
            if (rental.status === 'returned') throw new Error('returned must be final');
            const cancelReason: CancelReason | null =
              decision.to === 'cancelled'
                ? event === 'expire_hold'
                  ? 'hold_expired'
                  : event === 'renter_no_show' || event === 'owner_no_show'
                    ? event
                    : 'renter'
                : null;
            rental = { ...rental, status: decision.to, cancelReason };
          }
        },
      ),
    );
  });

  it('returned, and cancelled by a person, accept no further move from anyone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          facts('returned'),
          facts('cancelled', 'renter'),
          facts('cancelled', 'owner'),
          facts('cancelled', 'renter_no_show'),
          facts('cancelled', 'owner_no_show'),
        ),
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
