// The e-mail and password sign-in of the app's two separate sessions, admins (`_superusers`) and
// clients (`clients`): one screen, told how to sign in and what to say. vite.config.ts keeps it out
// of the members' chunk, so it loads with either area and members never download it.
import { serverMessage } from '@mapato/client';
import { inEnglish, m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, PasswordField } from '@mapato/ui';
import { useState, type FormEvent } from 'react';

export interface EmailSignInWords {
  eyebrow: string;
  title: string;
  lead: string;
  formLabel: string;
  email: string;
  signIn: string;
  signingIn: string;
  /** said when the server gives no reason */
  failed: string;
}

export interface EmailSignInScreenProps {
  /** signs in and forgets the previous session's cached data; throws the server's refusal */
  signIn: (email: string, password: string) => Promise<void>;
  onSignedIn: () => void;
  words: EmailSignInWords;
}

export function EmailSignInScreen({ signIn, onSignedIn, words }: EmailSignInScreenProps) {
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
      await signIn(email.trim(), password);
      onSignedIn();
    } catch (err) {
      setPassword('');
      // PocketBase's refusal is English on the wire; the person reads it in the page's language.
      const said = serverMessage(err);
      setError(said === inEnglish(m.authFailed) ? m.authFailed() : said || `${words.failed} ${m.tryAgain()}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-4 py-8 sm:items-center">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
        <p className="mb-1 text-center text-sm font-semibold tracking-wide text-primary uppercase">{words.eyebrow}</p>
        <h1 className="text-center text-2xl font-bold">{words.title}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-muted-foreground">{words.lead}</p>
        <form className="flex flex-col gap-4" onSubmit={submit} aria-label={words.formLabel}>
          <Field label={words.email}>
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
            {busy ? words.signingIn : words.signIn}
          </Button>
        </form>
      </div>
    </main>
  );
}
