// Sign-up (spec §2, §4, §5): checks in the spec's order (core's validateSignupForm), then create
// and sign in. Mapato sends the invitation code and shows the server's errors (DESIGN §4).
import { isSignedIn, signUpThenSignIn } from '@mapato/client';
import { MESSAGES, SIGNUP_REDIRECT_MS, validateSignupForm } from '@mapato/core';
import {
  Button,
  CaptchaCanvas,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldError,
  Input,
  PasswordField,
  PhoneField,
  useCaptcha,
} from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { describeError } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { AuthCard } from './auth-card.tsx';

export interface SignupScreenProps {
  /** From /ref/NAME or /signup?ref=NAME. */
  invitationCode?: string;
  /** Called SIGNUP_REDIRECT_MS after the success modal opens. */
  onSignedUp: () => void;
  onBack: () => void;
  /** The 'Sign in' link. */
  signInLink: ReactNode;
}

export function SignupScreen({ invitationCode = '', onSignedUp, onBack, signInLink }: SignupScreenProps) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState<string | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [code, setCode] = useState('');
  const [invitation, setInvitation] = useState(invitationCode);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [success, setSuccess] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onSignedUp, SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, onSignedUp]);

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const invalid = validateSignupForm({
      username,
      phone: phone ?? '',
      password,
      passwordConfirm,
      code,
      expectedCode: captcha.code,
    });
    setError(invalid ?? '');
    if (invalid) return;
    setLoading(true);
    try {
      await signUpThenSignIn(pb, {
        username: username.trim(),
        phone: (phone ?? '').trim(),
        password,
        passwordConfirm,
        invitationCode: invitation,
      });
      queryClient.clear();
      if (isSignedIn(pb)) setSuccess(true);
    } catch (err) {
      setError(describeError(err) || 'Sign up failed. Please try again.');
      // A used code must not be replayed against a new attempt.
      captcha.refresh();
      setCode('');
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Join Mapato" subtitle="Sign up for free and start earning today!">
      <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit}>
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
        <PhoneField name="phone" required value={phone} onChange={setPhone} />
        <PasswordField
          name="password"
          required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          name="passwordConfirm"
          required
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
        />
        <Field label="Verification Code">
          <div className="flex flex-wrap items-center gap-2">
            <Input
              name="code"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="max-w-40"
            />
            <CaptchaCanvas code={captcha.code} onRefresh={captcha.refresh} />
          </div>
        </Field>
        <Field label="Invitation Code (optional)">
          <Input
            name="invitationCode"
            autoCapitalize="none"
            value={invitation}
            onChange={(e) => setInvitation(e.target.value)}
          />
        </Field>
        {error ? <FieldError className="text-center">{error}</FieldError> : null}
        <div className="flex gap-3">
          <Button variant="outline" size="lg" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" size="lg" className="flex-1" disabled={loading} aria-busy={loading || undefined}>
            {loading ? 'Signing up...' : 'Sign Up'}
          </Button>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">Already have an account? {signInLink}</p>
      <p className="mt-2 text-center text-sm font-medium text-success">Sign up is 100% free!</p>
      <Dialog open={success}>
        <DialogContent showCloseButton={false} onEscapeKeyDown={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{MESSAGES.signupSuccessTitle}</DialogTitle>
            <DialogDescription>{MESSAGES.signupSuccessBody}</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </AuthCard>
  );
}
