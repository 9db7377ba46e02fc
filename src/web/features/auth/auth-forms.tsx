import { useEffect } from 'react';
import { useAuth } from '../../app/auth/auth-context';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** The sign-up or login card. Loaded lazily by the welcome screen. */
export default function AuthForms({ view }: { view: 'signup' | 'login' }) {
  const { isGuest, exitGuestMode } = useAuth();
  // Spec section 4: moving to login or sign-up from guest mode exits guest mode.
  useEffect(() => {
    if (isGuest) exitGuestMode();
  }, [isGuest, exitGuestMode]);
  return (
    <div className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-lg sm:p-8">
      {view === 'signup' ? <SignUpForm /> : <LoginForm />}
    </div>
  );
}
