import { useParams } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { SandboxCheckout } from '../features/rentals/sandbox-checkout';
import { SignInRequired } from '../features/rentals/sign-in-required';

/** /checkout/{sessionId}: the built-in sandbox provider's hosted checkout page. */
export default function CheckoutPage() {
  const { sessionId = '' } = useParams();
  return (
    <PageContainer className="max-w-4xl">
      <SignInRequired>
        <SandboxCheckout sessionId={sessionId} />
      </SignInRequired>
    </PageContainer>
  );
}
