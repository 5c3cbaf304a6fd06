// Clients sign in with the e-mail and password an operator gave them (the `clients` collection),
// in a session of their own: a member or an operator signed in in the same browser stays signed in.
import { clientKeys, clientSignIn, serverMessage } from '@mapato/client';
import { inEnglish, m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, PasswordField } from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useClientPb } from './client-pb.ts';

export interface ClientLoginScreenProps {
  onSignedIn: () => void;
}

export function ClientLoginScreen({ onSignedIn }: ClientLoginScreenProps) {
  const pb = useClientPb();
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
      await clientSignIn(pb, email.trim(), password);
      queryClient.removeQueries({ queryKey: clientKeys.all });
      onSignedIn();
    } catch (err) {
      setPassword('');
      // PocketBase's refusal is English on the wire; the client reads it in the page's language.
      const said = serverMessage(err);
      setError(
        said === inEnglish(m.authFailed) ? m.authFailed() : said || `${m.client_signInFailed()} ${m.tryAgain()}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-4 py-8 sm:items-center">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
        <p className="mb-1 text-center text-sm font-semibold tracking-wide text-primary uppercase">
          {m.client_loginEyebrow()}
        </p>
        <h1 className="text-center text-2xl font-bold">{m.client_loginTitle()}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-muted-foreground">{m.client_loginLead()}</p>
        <form className="flex flex-col gap-4" onSubmit={submit} aria-label={m.client_loginFormLabel()}>
          <Field label={m.client_email()}>
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
            {busy ? m.client_signingIn() : m.client_signIn()}
          </Button>
        </form>
      </div>
    </main>
  );
}
