// Sign-in (docs/product.md#sign-in), prerendered on the public site so the form paints at once on a slow
// line and hydrated when its script arrives; Sign in can be pressed before that, and the press is
// finished here (lib/press-before-script.ts, ADR 043). The previous session is cleared before each
// attempt (signIn does it); a failure clears the password, keeps the username (ADR 005) and opens
// 'Login Error'; the error text is also shown on the page. Success goes to the member app in the
// page's language, which shows 'Successfully Logged In' there.
import { ClientResponseError, serverMessage, setFlash, signIn } from '@mapato/client';
import { SIGNIN_TOAST_MS } from '@mapato/core';
import { Button, Field, FieldError, Input, PasswordField, useHydrated } from '@mapato/ui';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { pb } from '../lib/session.ts';
import { typedBeforeHydration, useFinishEarlyPress } from '../lib/typed-before-hydration.ts';
import { DemoCredentials } from './auth/demo-credentials.tsx';
import { getLocale, localizedHref, m } from '@mapato/i18n';

const LoginErrorDialog = lazy(() => import('./auth/login-error-dialog.tsx'));

export default function LoginForm() {
  const hydrated = useHydrated();
  const errorId = useId();
  const formLabel = m.web_signIn();
  const [typed] = useState(() => typedBeforeHydration(formLabel, ['username', 'password']));
  const [username, setUsername] = useState(typed.username);
  const [password, setPassword] = useState(typed.password);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  useFinishEarlyPress(formLabel);

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setError('');
    setLoading(true);
    try {
      const auth = await signIn(pb, username, password);
      if (!auth.token) throw new Error(m.loginInvalid());
      setFlash({ message: m.loginSuccess(), durationMs: SIGNIN_TOAST_MS });
      // Stays "Logging in..." while the dashboard loads.
      window.location.assign(localizedHref('/dashboard', getLocale()));
    } catch (err) {
      // The username stays: it is rarely what was wrong, and retyping it on a phone is a chore.
      setPassword('');
      setError(loginErrorText(err));
      setDialogOpen(true);
      setLoading(false);
    }
  }

  return (
    <>
      {/* method=post: even a submit before the script can never put the password in a URL. */}
      <form
        method="post"
        className="flex flex-col gap-4"
        aria-label={formLabel}
        onSubmit={handleSubmit}
        aria-describedby={error ? errorId : undefined}
      >
        <Field label={m.web_username()}>
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
          hint={m.web_loginPasswordHint()}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          {/* Unlike the original's placeholder, it leads to the reset by SMS (ADR 033). */}
          <a href={localizedHref('/forgot-password', getLocale())} className="text-sm text-primary hover:underline">
            {m.web_loginForgotPassword()}
          </a>
        </div>
        {error ? (
          <FieldError id={errorId} className="text-center">
            {error}
          </FieldError>
        ) : null}
        {/* Disabled in the HTML: the page's inline script enables it (without JavaScript it stays so). */}
        <Button type="submit" size="lg" disabled={!hydrated || loading} aria-busy={loading || undefined}>
          {loading ? m.web_loginSubmitting() : m.web_signIn()}
        </Button>
      </form>
      <DemoCredentials
        onUse={(u, p) => {
          setUsername(u);
          setPassword(p);
        }}
      />
      {/* Loaded on the first failure; the error is already on the page while it arrives. */}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <LoginErrorDialog open onOpenChange={setDialogOpen} message={error} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Wrong credentials always read the same (no username probing); a lock (429) and a network failure
 * say so instead, so a locked-out member is never told the right password is wrong.
 */
function loginErrorText(err: unknown): string {
  if (err instanceof ClientResponseError && (err.status === 429 || err.status === 0)) {
    return serverMessage(err) || m.loginInvalid();
  }
  return m.loginInvalid();
}
