// Sign-in (spec §2, §4, §8): the previous session is cleared before each attempt (signIn does
// it); every failure clears both fields and opens 'Login Error'. Unlike the spec, the error text
// is also shown on the page (DESIGN §4).
import { signIn } from '@mapato/client';
import { MESSAGES, SIGNIN_TOAST_MS } from '@mapato/core';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Field,
  FieldError,
  Input,
  PasswordField,
  toast,
} from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ClientResponseError } from '@mapato/client';
import { serverMessage } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { AuthCard } from './auth-card.tsx';
import { DemoCredentials } from './demo-credentials.tsx';

export interface LoginScreenProps {
  onSignedIn: () => void;
  /** The 'Sign up' link (the route knows where it goes). */
  signUpLink: ReactNode;
}

export function LoginScreen({ onSignedIn, signUpLink }: LoginScreenProps) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setError('');
    setLoading(true);
    try {
      const auth = await signIn(pb, username, password);
      if (!auth.token) throw new Error(MESSAGES.loginInvalid);
      queryClient.clear();
      setUsername('');
      setPassword('');
      toast.success(MESSAGES.loginSuccess, { duration: SIGNIN_TOAST_MS });
      onSignedIn();
    } catch (err) {
      setUsername('');
      setPassword('');
      setError(loginErrorText(err));
      setDialogOpen(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Sign in to Mapato" subtitle="Welcome back! Enter your credentials to continue.">
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-describedby={error ? errorId : undefined}>
        <Field label="Username">
          <Input
            name="username"
            required
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <PasswordField
          name="password"
          required
          autoComplete="current-password"
          hint="Enter your account password."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          {/* Spec §2: a placeholder that goes nowhere (no reset flow yet). */}
          <a href="#" className="text-sm text-primary hover:underline" onClick={(e) => e.preventDefault()}>
            Forgot password?
          </a>
        </div>
        {error ? (
          <FieldError id={errorId} className="text-center">
            {error}
          </FieldError>
        ) : null}
        <Button type="submit" size="lg" disabled={loading} aria-busy={loading || undefined}>
          {loading ? 'Logging in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">Don&apos;t have an account? {signUpLink}</p>
      <DemoCredentials
        onUse={(u, p) => {
          setUsername(u);
          setPassword(p);
        }}
      />
      <AlertDialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{MESSAGES.loginErrorTitle}</AlertDialogTitle>
            <AlertDialogDescription>{error || MESSAGES.loginInvalid}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction>{MESSAGES.ok}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </AuthCard>
  );
}

/**
 * Wrong credentials always read the same (no username probing); a lock (429) and a network failure
 * say so instead, so a locked-out member is never told the right password is wrong.
 */
function loginErrorText(err: unknown): string {
  if (err instanceof ClientResponseError && (err.status === 429 || err.status === 0)) {
    return serverMessage(err) || MESSAGES.loginInvalid;
  }
  return MESSAGES.loginInvalid;
}
