import { useParams } from 'react-router';
import { RequireUser } from '../app/require-user';
import { PageContainer } from '../components/ui/page-container';
import { SandboxOnboarding } from '../features/payouts/sandbox-onboarding';

/** /payouts/sandbox/{accountId}: the built-in sandbox provider's payout onboarding page. */
export default function PayoutsSandboxPage() {
  const { accountId = '' } = useParams();
  return (
    <PageContainer className="max-w-4xl">
      <RequireUser>
        <SandboxOnboarding accountId={accountId} />
      </RequireUser>
    </PageContainer>
  );
}
