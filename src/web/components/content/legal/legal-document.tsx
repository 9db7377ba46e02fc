import { mailtoHref } from '../../../lib/contact';
import { useTranslation } from '../../../lib/texts';
import { ProseBlocks } from '../prose-blocks';
import { asProseBlocks } from '../text-list';

export type LegalDoc = 'privacy' | 'terms';

export interface LegalContentProps {
  /**
   * Level of the section headings: 2 under a page's h1 (the default), 3 inside a dialog whose
   * title is the h2.
   */
  headingLevel?: 2 | 3;
  /** The address the contact section links to; defaults to the support address. */
  supportEmail?: string;
}

interface LegalDocumentProps {
  doc: LegalDoc;
  sectionIds: readonly string[];
  /** Numbered headings ('1. ...') let the Terms refer to their own sections. */
  numbered: boolean;
  /** The section that ends with the support address as a link. */
  contactSectionId: string;
  headingLevel: 2 | 3;
  supportEmail: string;
}

/** The fragment id of a section, shared by the document and the page's table of contents. */
export function legalSectionAnchor(doc: LegalDoc, id: string): string {
  return `${doc}-${id}`;
}

/** The heading text of a section, numbered when the document numbers its sections. */
export function useLegalSectionTitle(doc: LegalDoc, numbered: boolean) {
  const { t } = useTranslation('legal');
  return (id: string, index: number) => {
    const title = t(`${doc}.sections.${id}.title`);
    return numbered ? t('numberedHeading', { number: index + 1, title }) : title;
  };
}

/**
 * The body of a legal document (no h1): date, introduction and sections, read from the 'legal'
 * namespace. Used by the legal pages and by the sign-up flow's reading dialogs.
 */
export function LegalDocument({
  doc,
  sectionIds,
  numbered,
  contactSectionId,
  headingLevel,
  supportEmail,
}: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const sectionTitle = useLegalSectionTitle(doc, numbered);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-subtle">{t('lastUpdated')}</p>
        <ProseBlocks blocks={asProseBlocks(t(`${doc}.intro`, { returnObjects: true }))} />
      </div>
      {sectionIds.map((id, index) => (
        <section key={id} id={legalSectionAnchor(doc, id)} className="scroll-mt-20">
          <Heading className="text-xl font-semibold text-fg">{sectionTitle(id, index)}</Heading>
          <ProseBlocks
            className="mt-3"
            blocks={asProseBlocks(t(`${doc}.sections.${id}.body`, { returnObjects: true }))}
          />
          {id === contactSectionId && (
            <p className="mt-3">
              <a
                href={mailtoHref(supportEmail)}
                className="font-medium text-accent underline hover:text-brand-900"
              >
                {supportEmail}
              </a>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
