import { LockKeyhole } from 'lucide-react';
import {
  PRIVACY_SECTION_IDS,
  PrivacyPolicyContent,
} from '../components/content/legal/privacy-policy-content';
import { LegalPage } from '../features/legal/legal-page';
import { useSupportEmail } from '../lib/site';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const supportEmail = useSupportEmail();
  usePageTitle(t('privacy.title'), t('privacy.metaDescription'));
  return (
    <LegalPage
      doc="privacy"
      title={t('privacy.title')}
      icon={LockKeyhole}
      sectionIds={PRIVACY_SECTION_IDS}
      numbered={false}
    >
      <PrivacyPolicyContent supportEmail={supportEmail} />
    </LegalPage>
  );
}
