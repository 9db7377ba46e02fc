import { formatUsd } from '../../shared/money';
import { CLAIM_RESPONSE_HOURS } from '../../shared/schemas/claims';
import type { Db } from '../db/client';
import type { rentals } from '../db/schema';
import { notify } from './notify';

type Rental = typeof rentals.$inferSelect;

export type ClaimEvent = 'filed' | 'disputed' | 'settled';

/**
 * A damage claim's steps, told to both sides inside the transaction that makes the step (each
 * once per rental and step). The renter hears what is claimed and how long they have to answer;
 * the owner hears the answer; both hear how the money was settled.
 */
export async function notifyClaimEvent(
  db: Db,
  rental: Rental,
  event: ClaimEvent,
  params: { amount: number; refunded?: number; outcome?: string | null },
): Promise<void> {
  const item = `"${rental.itemTitle}"`;
  const deposit = formatUsd(rental.securityDeposit);
  const kept = formatUsd(params.amount);
  const texts: Record<ClaimEvent, { renter: [string, string]; owner: [string, string] }> = {
    filed: {
      renter: [
        'Damage claim on your deposit',
        `The owner reports damage to ${item} and asks to keep ${kept} of your ${deposit} deposit. Accept or dispute it within ${CLAIM_RESPONSE_HOURS} hours; after that it is settled as claimed.`,
      ],
      owner: [
        'Damage claim sent',
        `Your claim of ${kept} on the deposit for ${item} was sent to the renter, who has ${CLAIM_RESPONSE_HOURS} hours to accept or dispute it.`,
      ],
    },
    disputed: {
      renter: [
        'Dispute received',
        `Your dispute of the claim on ${item} was sent to our team, who will decide.`,
      ],
      owner: [
        'Claim disputed',
        `The renter disputed your claim on ${item}. Our team will review both sides and decide.`,
      ],
    },
    settled: {
      renter: [
        'Damage claim settled',
        `The claim on ${item} is settled: ${kept} of your deposit goes to the owner and ${formatUsd(params.refunded ?? 0)} is refunded to you.`,
      ],
      owner: [
        'Damage claim settled',
        `The claim on ${item} is settled: you receive ${kept} of the ${deposit} deposit.`,
      ],
    },
  };
  const { renter, owner } = texts[event];
  const recipients = [
    { userId: rental.renterId, text: renter, link: '/rentals' },
    { userId: rental.ownerId, text: owner, link: '/rentals?tab=lending' },
  ];
  for (const { userId, text, link } of recipients) {
    if (!userId) continue;
    await notify(db, {
      userId,
      type: 'payment',
      title: text[0],
      message: text[1],
      link,
      dedupeKey: `claim:${event}:${rental.id}`,
    });
  }
}
