import { CONTACT_EMAILS } from '../../../lib/contact';
import { type LegalContentProps, LegalDocument } from './legal-document';

/** The thirteen numbered sections, in order; texts are `legal:terms.sections.<id>.*`. */
export const TERMS_SECTION_IDS = [
  'acceptance',
  'eligibility',
  'marketplace',
  'owner-duties',
  'renter-duties',
  'bookings-payments',
  'fees',
  'deposits',
  'damage',
  'cancellations',
  'disputes',
  'prohibited',
  'liability',
] as const;

/**
 * The Terms of Service text, without a page title, for the /terms-of-service page and the sign-up
 * reading dialog (pass headingLevel={3} under the dialog's title). It loads the 'legal' namespace,
 * so render it inside a Suspense boundary.
 */
export function TermsContent({ headingLevel = 2, supportEmail = CONTACT_EMAILS.support }: LegalContentProps) {
  return (
    <LegalDocument
      doc="terms"
      sectionIds={TERMS_SECTION_IDS}
      numbered
      contactSectionId="liability"
      headingLevel={headingLevel}
      supportEmail={supportEmail}
    />
  );
}
