// Shared by /signup and /ref/$name ('-' keeps the router from treating this file as a route).
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SignupScreen } from '../features/auth/signup-screen.tsx';

export function SignupRoute({ invitationCode }: { invitationCode?: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const onSignedUp = useCallback(() => void navigate({ to: '/dashboard', replace: true }), [navigate]);
  return (
    <SignupScreen
      invitationCode={invitationCode}
      onSignedUp={onSignedUp}
      onBack={() => (router.history.canGoBack() ? router.history.back() : window.location.assign('/'))}
      signInLink={
        <Link to="/login" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      }
    />
  );
}
