/**
 * What a notification says, as data: a kind and its parameters (amounts in integer cents, ids,
 * calendar days 'YYYY-MM-DD'). The server stores this and never a sentence; the reader's web app
 * (and the email, in the recipient's language) words it from the `notifications` catalogue,
 * `kinds.<kind>.title` and `kinds.<kind>.message` (see `notificationText`).
 *
 * To add a notification: add its kind and params to `NotificationContent`, its category to
 * `NOTIFICATION_CATEGORY`, its texts to `src/web/locales/<lang>/notifications.json`, and, when
 * its message varies by more than the parameters, a case in `textContext`.
 */

/** The spec's notification `type`: the label and icon on the card, and which email setting applies. */
export const NOTIFICATION_CATEGORIES = [
  'rental_request',
  'payment',
  'reminder',
  'review',
  'wishlist',
  'message',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** A calendar day, 'YYYY-MM-DD' (rental days are calendar days, not instants). */
export type CalendarDay = string;

export type NotificationContent =
  /** To the owner: a paid booking of their item. */
  | {
      kind: 'rental_requested';
      params: {
        rentalId: string;
        itemTitle: string;
        renterName: string;
        days: number;
        startDate: CalendarDay;
      };
    }
  /** To the owner: what they will be paid for a booking. */
  | {
      kind: 'payout_pending';
      params: {
        rentalId: string;
        itemTitle: string;
        ownerAmountCents: number;
        subtotalCents: number;
        feeCents: number;
      };
    }
  /**
   * The owner's payout_pending of a rental cancelled before the payout, rewritten in place (the
   * same stored notification), so the list no longer promises money that will not come.
   */
  | {
      kind: 'payout_cancelled';
      params: { rentalId: string; itemTitle: string; ownerAmountCents: number };
    }
  /**
   * To the renter: the receipt of a booking. Receipts from before the full figures have only
   * total, deposit, days and start; `lastDate` is the rental's last day.
   */
  | {
      kind: 'payment_received';
      params: {
        rentalId: string;
        itemTitle: string;
        totalCents: number;
        depositCents: number;
        days: number;
        startDate: CalendarDay;
        lastDate?: CalendarDay;
        subtotalCents?: number;
        feeCents?: number;
      };
    }
  /**
   * A cancelled rental, to each side that knew of it; `role` is the reader's side and `by` who
   * cancelled (`late_payment`: paid after the hold ended and the dates were gone, so refunded).
   * `paid` says whether money was taken (and `refundCents` goes back to the renter in full).
   */
  | {
      kind: 'rental_cancelled';
      params: {
        rentalId: string;
        itemTitle: string;
        role: 'renter' | 'owner';
        by: 'renter' | 'owner' | 'admin' | 'late_payment';
        paid: boolean;
        startDate: CalendarDay;
        refundCents: number;
      };
    }
  /**
   * A processed return and what happens to the deposit, to both sides; `role` is the reader's side
   * (absent on notices from before owners were told: those went to renters).
   */
  | {
      kind: 'return_processed';
      params: {
        rentalId: string;
        itemTitle: string;
        condition: 'good' | 'damaged';
        depositCents: number;
        role?: 'renter' | 'owner';
        /** A late return: the late fee kept from the deposit, and what of it goes back. */
        lateFeeCents?: number;
        refundCents?: number;
      };
    }
  /** To the renter: the day before the last day. `dueDate` is the last day. */
  | { kind: 'return_due_tomorrow'; params: { rentalId: string; itemTitle: string; dueDate: CalendarDay } }
  /** To both sides of an overdue rental; `role` is the reader's side. */
  | {
      kind: 'rental_overdue';
      params: { rentalId: string; itemTitle: string; dueDate: CalendarDay; role: 'renter' | 'owner' };
    }
  /**
   * To both sides of an overdue rental, once a day: started days late and the late fee so far
   * (capped at the deposit it is kept from); `role` is the reader's side.
   */
  | {
      kind: 'late_fee_accrued';
      params: {
        rentalId: string;
        itemTitle: string;
        days: number;
        feeCents: number;
        depositCents: number;
        role: 'renter' | 'owner';
      };
    }
  /** To a review's subject; `bothVisible` when the reader had already written theirs. */
  | {
      kind: 'review_received';
      params: { reviewId: string; itemTitle: string; bothVisible: boolean; windowDays: number };
    }
  /** To both sides after a return; `role` is the reader's side. */
  | {
      kind: 'review_due';
      params: { rentalId: string; itemTitle: string; role: 'renter' | 'owner'; windowDays: number };
    }
  /** A damaged return's claim on the deposit, to both sides; `role` is the reader's side. */
  | {
      kind: 'claim_filed';
      params: ClaimParams & { claimedCents: number; depositCents: number; responseHours: number };
    }
  /** The renter disputed the claim: an admin decides. */
  | { kind: 'claim_disputed'; params: ClaimParams }
  /** The claim is settled (accepted, not answered in time, or decided by an admin). */
  | {
      kind: 'claim_settled';
      params: ClaimParams & { keptCents: number; refundedCents: number; depositCents: number };
    }
  /**
   * To the other side of a rental: `byName` recorded the item's condition at the pick-up or the
   * return (`step`) and shows a code to type to confirm.
   */
  | { kind: 'check_in_recorded'; params: CheckInParams }
  /** To the side that recorded the check-in: `byName` confirmed it with the code. */
  | { kind: 'check_in_confirmed'; params: CheckInParams }
  /** A new message in a conversation (one per conversation while unread); `preview` is its start. */
  | {
      kind: 'message_received';
      params: { conversationId: string; itemTitle: string; senderName: string; preview: string };
    }
  /** The support team answered the member's message (the Support page); `preview` is its start. */
  | { kind: 'support_replied'; params: { preview: string } }
  /** To the owner: a share is due but they have no active payout account, so it waits for one. */
  | { kind: 'payout_held'; params: { rentalId: string; itemTitle: string; amountCents: number } }
  /** To the owner: money transferred to their payout account (the rental's share or a kept deposit). */
  | {
      kind: 'payout_sent';
      params: {
        rentalId: string;
        itemTitle: string;
        amountCents: number;
        source: 'rental_share' | 'deposit_kept' | 'late_fee';
      };
    }
  /** To the owner: the provider paid their balance out to their bank. */
  | { kind: 'payout_paid'; params: { amountCents: number } }
  /** To the owner: the bank payout failed (their bank details need updating). */
  | { kind: 'payout_failed'; params: { amountCents: number } }
  /** To admins: the renter's bank disputes a payment; the rental's transfers are frozen. */
  | { kind: 'payment_disputed'; params: { rentalId: string; itemTitle: string; amountCents: number } }
  /** A Notify Me alert: the item can be rented again. */
  | { kind: 'wishlist_available'; params: { itemId: string; itemTitle: string } }
  /** A price-drop alert: now `priceCents` a day, below the awaited `targetCents`. */
  | {
      kind: 'wishlist_price_drop';
      params: { itemId: string; itemTitle: string; priceCents: number; targetCents: number };
    };

interface CheckInParams {
  rentalId: string;
  itemTitle: string;
  step: 'pickup' | 'return';
  byName: string;
}

interface ClaimParams {
  rentalId: string;
  itemTitle: string;
  role: 'renter' | 'owner';
}

export type NotificationContentKind = NotificationContent['kind'];
export type NotificationParams<K extends NotificationContentKind> = Extract<
  NotificationContent,
  { kind: K }
>['params'];

/** Each kind's category (a Record, so a new kind without one does not compile). */
export const NOTIFICATION_CATEGORY: Record<NotificationContentKind, NotificationCategory> = {
  rental_requested: 'rental_request',
  payout_pending: 'payment',
  payout_cancelled: 'payment',
  payment_received: 'payment',
  rental_cancelled: 'rental_request',
  return_processed: 'payment',
  return_due_tomorrow: 'reminder',
  rental_overdue: 'reminder',
  late_fee_accrued: 'reminder',
  review_received: 'review',
  review_due: 'review',
  claim_filed: 'payment',
  claim_disputed: 'payment',
  claim_settled: 'payment',
  check_in_recorded: 'reminder',
  check_in_confirmed: 'reminder',
  message_received: 'message',
  support_replied: 'message',
  payout_held: 'payment',
  payout_sent: 'payment',
  payout_paid: 'payment',
  payout_failed: 'payment',
  payment_disputed: 'payment',
  wishlist_available: 'wishlist',
  wishlist_price_drop: 'wishlist',
};

export function isNotificationContentKind(kind: string): kind is NotificationContentKind {
  return Object.hasOwn(NOTIFICATION_CATEGORY, kind);
}

/**
 * The i18next context of a kind's texts (`message_<context>`, `title_<context>`; i18next falls
 * back to the plain key) where the sentence differs by more than a value: the reader's side, the
 * deposit's fate, whether reviews are visible.
 */
function textContext(content: NotificationContent): string | undefined {
  switch (content.kind) {
    case 'return_processed': {
      const late = content.params.condition === 'good' && (content.params.lateFeeCents ?? 0) > 0;
      const fate =
        content.params.depositCents > 0 ? (late ? 'good_late_fee' : content.params.condition) : 'no_deposit';
      return content.params.role === 'owner' ? `owner_${fate}` : fate;
    }
    case 'rental_cancelled':
      return content.params.paid
        ? `${content.params.role}_${content.params.by}`
        : `${content.params.role}_unpaid`;
    case 'payment_received':
      return content.params.feeCents === undefined ? undefined : 'itemised';
    case 'rental_overdue':
    case 'late_fee_accrued':
    case 'review_due':
    case 'claim_filed':
    case 'claim_disputed':
    case 'claim_settled':
      return content.params.role;
    case 'check_in_recorded':
    case 'check_in_confirmed':
      return content.params.step;
    case 'review_received':
      return content.params.bothVisible ? 'visible' : 'pending';
    case 'payout_sent':
      return content.params.source;
    default:
      return undefined;
  }
}

/** How the reader's app or email writes amounts and days (their language, their currency note). */
export interface NotificationFormatters {
  money(cents: number): string;
  day(day: CalendarDay): string;
}

/** The part of i18next's `t` this needs (keys are in the `notifications` namespace). */
export type TranslateFn = (key: string, options: Record<string, unknown>) => string;

/**
 * A notification's title and message in the reader's language. Parameters ending in `Cents` are
 * formatted as money and those ending in `Date` as calendar days; `days` is also the plural count.
 */
export function notificationText(
  content: NotificationContent,
  t: TranslateFn,
  format: NotificationFormatters,
): { title: string; message: string } {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(content.params)) {
    if (name.endsWith('Cents') && typeof value === 'number') values[name] = format.money(value);
    else if (name.endsWith('Date') && typeof value === 'string') values[name] = format.day(value);
    else values[name] = value;
  }
  if ('days' in content.params) values.count = content.params.days;
  values.context = textContext(content);
  const key = `kinds.${content.kind}`;
  return { title: t(`${key}.title`, values), message: t(`${key}.message`, values) };
}
