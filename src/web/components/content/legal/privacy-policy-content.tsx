import { CONTACT_EMAILS } from '../../../lib/contact';
import { type LegalContentProps, LegalDocument } from './legal-document';

/** The policy's sections, in reading order; texts are `legal:privacy.sections.<id>.*`. */
export const PRIVACY_SECTION_IDS = [
  'who-we-are',
  'information-we-collect',
  'how-we-use',
  'sharing',
  'cookies',
  'retention',
  'security',
  'your-rights',
  'children',
  'international',
  'changes',
  'contact',
] as const;

/**
 * The Privacy Policy text, without a page title, for the /privacy-policy page and the sign-up
 * reading dialog (pass headingLevel={3} under the dialog's title). It loads the 'legal' namespace,
 * so render it inside a Suspense boundary.
 */
export function PrivacyPolicyContent({
  headingLevel = 2,
  supportEmail = CONTACT_EMAILS.support,
}: LegalContentProps) {
  return (
    <LegalDocument
      doc="privacy"
      sectionIds={PRIVACY_SECTION_IDS}
      numbered={false}
      contactSectionId="contact"
      headingLevel={headingLevel}
      supportEmail={supportEmail}
    />
  );
}
