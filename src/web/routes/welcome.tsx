import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { returnPath } from '../app/auth/return-path';
import { WelcomeScreen } from '../features/auth/welcome-screen';

/**
 * A signed-in (non-guest) visitor has nothing to do here: back to the page that asked them to
 * sign in (`?next=`), else home (replace).
 */
export default function WelcomePage() {
  const { user, isGuest } = useAuth();
  const [params] = useSearchParams();
  if (user && !isGuest) return <Navigate to={returnPath(params.get('next'))} replace />;
  // A guest reaches this page inside the layout, whose <main> already wraps it.
  return <WelcomeScreen landmark={false} />;
}
