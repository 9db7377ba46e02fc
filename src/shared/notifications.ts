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
  /** To the renter: the receipt of a booking. */
  | {
      kind: 'payment_received';
      params: {
        rentalId: string;
        itemTitle: string;
        totalCents: number;
        depositCents: number;
        days: number;
        startDate: CalendarDay;
      };
    }
  /** To the renter: a processed return and what happens to the deposit. */
  | {
      kind: 'return_processed';
      params: { rentalId: string; itemTitle: string; condition: 'good' | 'damaged'; depositCents: number };
    }
  /** To the renter: the day before the last day. `dueDate` is the last day. */
  | { kind: 'return_due_tomorrow'; params: { rentalId: string; itemTitle: string; dueDate: CalendarDay } }
  /** To both sides of an overdue rental; `role` is the reader's side. */
  | {
      kind: 'rental_overdue';
      params: { rentalId: string; itemTitle: string; dueDate: CalendarDay; role: 'renter' | 'owner' };
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
  /** A new message in a conversation (one per conversation while unread); `preview` is its start. */
  | {
      kind: 'message_received';
      params: { conversationId: string; itemTitle: string; senderName: string; preview: string };
    }
  /** A Notify Me alert: the item can be rented again. */
  | { kind: 'wishlist_available'; params: { itemId: string; itemTitle: string } }
  /** A price-drop alert: now `priceCents` a day, below the awaited `targetCents`. */
  | {
      kind: 'wishlist_price_drop';
      params: { itemId: string; itemTitle: string; priceCents: number; targetCents: number };
    };

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
  payment_received: 'payment',
  return_processed: 'payment',
  return_due_tomorrow: 'reminder',
  rental_overdue: 'reminder',
  review_received: 'review',
  review_due: 'review',
  claim_filed: 'payment',
  claim_disputed: 'payment',
  claim_settled: 'payment',
  message_received: 'message',
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
    case 'return_processed':
      return content.params.depositCents > 0 ? content.params.condition : 'no_deposit';
    case 'rental_overdue':
    case 'review_due':
    case 'claim_filed':
    case 'claim_disputed':
    case 'claim_settled':
      return content.params.role;
    case 'review_received':
      return content.params.bothVisible ? 'visible' : 'pending';
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
