/**
 * What the app stores (Apple App Store, Google Play) require before ShareShed can be submitted,
 * and where each requirement stands. Texts are `compliance:items.<id>.title/description`; `href`
 * points to the public page that fulfils a requirement, when there is one. Update `complete` as
 * the release work lands: the page's progress follows.
 */
export interface ComplianceItem {
  id: string;
  complete: boolean;
  href?: string;
}

export const COMPLIANCE_CHECKLIST: readonly ComplianceItem[] = [
  { id: 'privacy-policy', complete: true, href: '/privacy-policy' },
  { id: 'terms-of-service', complete: true, href: '/terms-of-service' },
  { id: 'age-requirements', complete: true, href: '/terms-of-service' },
  { id: 'secure-payments', complete: true },
  { id: 'accessibility', complete: true },
  { id: 'privacy-labels', complete: false },
  { id: 'store-listing', complete: false },
  { id: 'review-submission', complete: false },
];
