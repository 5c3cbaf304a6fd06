import { isSignedIn } from '@mapato/client';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.pb)) throw redirect({ to: '/dashboard', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const navigate = useNavigate();
  return (
    <LoginScreen
      onSignedIn={() => void navigate({ to: '/dashboard' })}
      signUpLink={
        <Link to="/signup" className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      }
    />
  );
}
