import { addDays, utcDay } from '../../shared/calendar-day';
import { random } from './draw-photo';

/**
 * What the demo's months of history are: a pure plan from the listings and the people, so every
 * run plans the same rentals (the seeder then skips those already there). Days are relative to
 * the anchor, the day the demo was first filled, never "today": a second run weeks later plans
 * exactly what the first did.
 */
export type RentalStory =
  /** Booked, handed over, returned in good condition, reviewed (both sides, or the owner only when recent). */
  | 'returned'
  /** Under way now: handed over with a pick-up check-in. */
  | 'active'
  /** Paid, starting in a few days. */
  | 'upcoming'
  /** Returned damaged with photos; the renter disputed the claim with their own: waits for an admin. */
  | 'disputed';

export interface PlannedRental {
  itemId: string;
  ownerId: string;
  renterId: string;
  story: RentalStory;
  startDate: string;
  rentalDays: number;
  /** A conversation before the booking. */
  chat: boolean;
  /** Variety for texts and ratings. */
  seed: number;
}

export interface HistoryItem {
  id: string;
  ownerId: string;
  createdAt: Date;
}

/** History goes back about five months from the anchor. */
export const HISTORY_DAYS = 150;
/** A review window is 14 days: returns more recent than this have only the owner's review yet. */
export const FRESH_RETURN_DAYS = 14;
const MAX_RETURNED_PER_ITEM = 3;
/** Each metro's oldest listings carry its history (the newest were listed too recently). */
export const HISTORY_ITEMS_PER_METRO = 8;
/** The demo renter's own present (first metro): an active rental, an upcoming one, the dispute. */
const DEMO_RENTER_SPECIALS = [0, 1, 4];

/**
 * Plans each metro's history on its oldest listings. The demo renter (`renterId`) rents in the
 * first metro: one active rental, one upcoming, one disputed claim and past rentals; everyone else
 * rents from neighbours in their own metro.
 */
export function planHistory(
  anchor: string,
  metros: { items: HistoryItem[]; renters: string[] }[],
  renterId: string,
): PlannedRental[] {
  const plan: PlannedRental[] = [];
  for (const [metroIndex, metro] of metros.entries()) {
    const renters = metroIndex === 0 ? [renterId, ...metro.renters] : metro.renters;
    for (const [itemIndex, item] of metro.items.slice(0, HISTORY_ITEMS_PER_METRO).entries()) {
      const next = random(metroIndex * 1000 + itemIndex + 7);
      const renterFor = (offset: number) => {
        const choices = renters.filter((id) => id !== item.ownerId);
        return choices[(itemIndex + offset) % choices.length]!;
      };
      // One special rental on each of the first items; the past rentals end before it starts.
      const special = specialRental(metroIndex, itemIndex, anchor);
      const stopBefore = special ? addDays(special.startDate, -3) : addDays(anchor, -3);
      let cursor = maxDay(addDays(utcDay(item.createdAt), 4), addDays(anchor, -HISTORY_DAYS));
      for (let count = 0; count < MAX_RETURNED_PER_ITEM; count++) {
        const startDate = addDays(cursor, 3 + Math.floor(next() * 18));
        const rentalDays = 1 + Math.floor(next() * 4);
        if (addDays(startDate, rentalDays) > stopBefore) break;
        plan.push({
          itemId: item.id,
          ownerId: item.ownerId,
          renterId: renterFor(count),
          story: 'returned',
          startDate,
          rentalDays,
          chat: (itemIndex + count) % 4 === 0,
          seed: metroIndex * 1000 + itemIndex * 10 + count,
        });
        cursor = addDays(startDate, rentalDays);
      }
      // A listing newer than its special rental's booking carries none.
      if (special && addDays(utcDay(item.createdAt), 8) <= special.startDate) {
        const renter =
          metroIndex === 0 && DEMO_RENTER_SPECIALS.includes(itemIndex)
            ? renterId
            : renterFor(MAX_RETURNED_PER_ITEM);
        plan.push({
          itemId: item.id,
          ownerId: item.ownerId,
          renterId: renter === item.ownerId ? renterFor(1) : renter,
          ...special,
          seed: metroIndex * 1000 + itemIndex * 10 + 9,
        });
      }
    }
  }
  return plan;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The first items of a metro carry the present: active, upcoming and (first metro) disputed rentals. */
function specialRental(metroIndex: number, itemIndex: number, anchor: string) {
  const specials: { story: RentalStory; startDate: string; rentalDays: number; chat: boolean }[] = [
    { story: 'active', startDate: addDays(anchor, -2), rentalDays: 5, chat: true },
    { story: 'upcoming', startDate: addDays(anchor, 6), rentalDays: 3, chat: true },
    { story: 'active', startDate: addDays(anchor, -1), rentalDays: 3, chat: false },
    { story: 'upcoming', startDate: addDays(anchor, 12), rentalDays: 2, chat: false },
  ];
  if (metroIndex === 0)
    specials.push({ story: 'disputed', startDate: addDays(anchor, -9), rentalDays: 4, chat: false });
  return specials[itemIndex];
}
