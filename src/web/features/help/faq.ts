/**
 * The help content shared by the Support page, Settings > Help & Support and the chat helper.
 * Texts live in the 'help' namespace as `faq.<id>.question` and `faq.<id>.answer`; `keywords`
 * (lower case, English) let the chat helper match a typed question to an answer offline.
 * Answers name no email address (the support address can be changed by an admin), only the
 * Support page.
 */
export interface FaqEntry {
  id: string;
  keywords: readonly string[];
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'how-renting-works',
    keywords: [
      'rent',
      'renting',
      'book',
      'booking',
      'reserve',
      'borrow',
      'hire',
      'how does it work',
      'pickup',
      'pick up',
      'delivery',
      'deliver',
    ],
  },
  {
    id: 'guest-browsing',
    keywords: [
      'guest',
      'guest mode',
      'browse',
      'browsing',
      'without an account',
      'without signing up',
      'no account',
      'look around',
    ],
  },
  {
    id: 'create-account',
    keywords: [
      'account',
      'sign up',
      'signup',
      'register',
      'create an account',
      'new account',
      'verify',
      'verify my email',
      'verification email',
      'age',
      'how old',
    ],
  },
  {
    id: 'reset-password',
    keywords: [
      'password',
      'forgot',
      'forgot my password',
      'reset',
      'log in',
      'login',
      'sign in',
      'locked out',
    ],
  },
  {
    id: 'listing-an-item',
    keywords: [
      'list',
      'listing',
      'list an item',
      'list my',
      'lend',
      'lend out',
      'owner',
      'post',
      'add an item',
      'photo',
      'photos',
      'upload',
    ],
  },
  {
    id: 'fees',
    keywords: [
      'fee',
      'fees',
      'commission',
      'cost',
      'costs',
      'charge',
      'platform fee',
      'service fee',
      'percent',
      'how much',
    ],
  },
  {
    id: 'payments',
    keywords: [
      'pay',
      'payment',
      'payments',
      'card',
      'credit card',
      'checkout',
      'payout',
      'payouts',
      'paid',
      'get paid',
      'earnings',
      'usd',
      'billing',
    ],
  },
  {
    id: 'security-deposit',
    keywords: ['deposit', 'security deposit', 'held', 'hold', 'refundable', 'deposit back', 'my deposit'],
  },
  {
    id: 'returns',
    keywords: [
      'return',
      'returning',
      'give back',
      'give it back',
      'drop off',
      'late',
      'bring back',
      'bring it back',
      'end of rental',
    ],
  },
  {
    id: 'damage',
    keywords: [
      'damage',
      'damaged',
      'break',
      'broken',
      'broke',
      'lost',
      'stolen',
      'theft',
      'accident',
      'insurance',
      'claim',
      'dispute',
      'repair',
    ],
  },
  {
    id: 'cancellations',
    keywords: [
      'cancel',
      'cancellation',
      'cancelling',
      'canceling',
      'cancel my booking',
      'cancel a booking',
      'cancel my rental',
      'refund',
      'money back',
    ],
  },
  {
    id: 'safety',
    keywords: ['safe', 'safety', 'scam', 'fraud', 'trust', 'report', 'suspicious', 'meet', 'stranger'],
  },
  {
    id: 'contact-support',
    keywords: [
      'contact',
      'support',
      'email',
      'chat',
      'live chat',
      'agent',
      'human',
      'talk to',
      'speak to',
      'hours',
      'phone',
    ],
  },
];
