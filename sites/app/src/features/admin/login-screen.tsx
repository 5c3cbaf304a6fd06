// Operators sign in with their e-mail and password (the `_superusers` collection), in a session of
// their own: a member signed in in the same browser stays signed in, and so does the operator.
import { adminKeys, operatorSignIn, serverMessage } from '@mapato/client';
import { inEnglish, m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, PasswordField } from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from './admin-pb.ts';

export interface AdminLoginScreenProps {
  onSignedIn: () => void;
}

export function AdminLoginScreen({ onSignedIn }: AdminLoginScreenProps) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await operatorSignIn(pb, email.trim(), password);
      queryClient.removeQueries({ queryKey: adminKeys.all });
      onSignedIn();
    } catch (err) {
      setPassword('');
      // PocketBase's refusal is English on the wire; the operator reads it in the page's language.
      const said = serverMessage(err);
      setError(said === inEnglish(m.authFailed) ? m.authFailed() : said || `${m.admin_signInFailed()} ${m.tryAgain()}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-4 py-8 sm:items-center">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
        <p className="mb-1 text-center text-sm font-semibold tracking-wide text-primary uppercase">
          {m.admin_loginEyebrow()}
        </p>
        <h1 className="text-center text-2xl font-bold">{m.admin_loginTitle()}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-muted-foreground">{m.admin_loginLead()}</p>
        <form className="flex flex-col gap-4" onSubmit={submit} aria-label={m.admin_loginFormLabel()}>
          <Field label={m.admin_email()}>
            <Input
              type="email"
              name="email"
              required
              autoComplete="username"
              autoCapitalize="none"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <PasswordField
            name="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? <FieldError className="text-center">{error}</FieldError> : null}
          <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
            {busy ? m.admin_signingIn() : m.admin_signIn()}
          </Button>
        </form>
      </div>
    </main>
  );
}
