import { Navigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { WelcomeScreen } from '../features/auth/welcome-screen';

/** A signed-in (non-guest) visitor has nothing to do here and goes home (replace). */
export default function WelcomePage() {
  const { user, isGuest } = useAuth();
  if (user && !isGuest) return <Navigate to="/" replace />;
  // A guest reaches this page inside the layout, whose <main> already wraps it.
  return <WelcomeScreen landmark={false} />;
}
