import { FileText } from 'lucide-react';
import { TERMS_SECTION_IDS, TermsContent } from '../components/content/legal/terms-content';
import { LegalPage } from '../features/legal/legal-page';
import { useSupportEmail } from '../lib/site';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

export default function TermsOfServicePage() {
  const { t } = useTranslation('legal');
  const supportEmail = useSupportEmail();
  usePageTitle(t('terms.title'), t('terms.metaDescription'));
  return (
    <LegalPage doc="terms" title={t('terms.title')} icon={FileText} sectionIds={TERMS_SECTION_IDS} numbered>
      <TermsContent supportEmail={supportEmail} />
    </LegalPage>
  );
}
