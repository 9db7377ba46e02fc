/**
 * What the demo's people write: reviews both ways and a few messages. Demo content, like the
 * listings' titles: it is what members typed, in English, not interface text.
 */
export const RENTER_REVIEWS: readonly (readonly [number, string])[] = [
  [5, 'Exactly as described and spotless. Pick-up took two minutes. Would rent again.'],
  [5, 'Super helpful owner, showed me how everything works before I left.'],
  [4, 'Worked great for the weekend project. Battery could hold a bit more charge.'],
  [5, 'Saved me buying one for a single job. Friendly and flexible on the pick-up time.'],
  [4, 'Good condition, fair price. Instructions in the case were a nice touch.'],
  [3, 'Did the job, but it needed a clean before I could use it.'],
  [5, 'Brilliant. Easy to arrange and the gear was in top shape.'],
];

export const OWNER_REVIEWS: readonly (readonly [number, string])[] = [
  [5, 'Returned clean and on time. A pleasure to lend to.'],
  [5, 'Great communication and took good care of everything.'],
  [4, 'All good, came back a couple of hours late but messaged ahead.'],
  [5, 'Careful renter, welcome back any time.'],
  [5, 'Punctual and friendly. Everything came back exactly as it left.'],
];

/** A conversation before a booking: the renter asks, the owner answers, the renter confirms. */
export function chatLines(title: string, seed: number): [string, string, string] {
  const openings = [
    `Hi! Is the ${title.toLowerCase()} free that week? I need it for a weekend project.`,
    `Hello, could I pick up the ${title.toLowerCase()} on Saturday morning?`,
    `Hi there, does the ${title.toLowerCase()} come with everything in the photos?`,
  ];
  const answers = [
    'Yes, it is free. Saturday from 9 works for me, I will have it charged and ready.',
    'Sure! Everything in the photos is included, plus a spare set of accessories.',
    'It is available. Ring the bell at the side gate and I will bring it out.',
  ];
  const thanks = ['Perfect, booking now. Thanks!', 'Great, see you then.', 'Thanks, booked it!'];
  return [openings[seed % 3]!, answers[(seed + 1) % 3]!, thanks[(seed + 2) % 3]!];
}

/** Said of whichever listing the dispute is about, so nothing names a part it may not have. */
export const DAMAGE_REASON =
  'It came back with a cracked housing and a bent guard, and it no longer runs true. Repair quote attached.';
export const DISPUTE_STATEMENT =
  'That crack was already there at the pick-up: you can see it in the check-in photos. I returned it on time and it worked fine.';
export const CHECK_IN_NOTES = {
  pickup: 'Handed over with the case and both batteries; small scuff on the side.',
  return: 'Returned with the case; checking it over now.',
} as const;
