import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type LegalDoc,
  legalSectionAnchor,
  useLegalSectionTitle,
} from '../../components/content/legal/legal-document';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useTranslation } from '../../lib/texts';

interface LegalPageProps {
  doc: LegalDoc;
  title: string;
  icon: LucideIcon;
  sectionIds: readonly string[];
  numbered: boolean;
  /** The document body (PrivacyPolicyContent or TermsContent). */
  children: ReactNode;
}

/** A legal page: its h1, an 'On this page' table of contents, and the document as an article. */
export function LegalPage({ doc, title, icon, sectionIds, numbered, children }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const sectionTitle = useLegalSectionTitle(doc, numbered);
  const tocHeadingId = `${doc}-toc-heading`;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={title} icon={icon} />
      <nav
        aria-labelledby={tocHeadingId}
        className="mt-8 rounded-xl border border-border bg-surface-muted p-5"
      >
        <h2 id={tocHeadingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('onThisPage')}
        </h2>
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {sectionIds.map((id, index) => (
            <li key={id}>
              <a
                href={`#${legalSectionAnchor(doc, id)}`}
                className="text-accent underline-offset-2 hover:underline"
              >
                {sectionTitle(id, index)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article aria-label={title} className="mt-10">
        {children}
      </article>
    </PageContainer>
  );
}
