// Sign-up (docs/product.md#sign-up), prerendered on the public site so the form paints at once on a slow
// line and hydrated when its script arrives; the code's picture is drawn and Sign Up can be pressed
// before that, and the island takes over that code and finishes the press
// (lib/press-before-script.ts, ADR 043). Checks run in the product's order (core's
// validateSignupForm), then the account is created and signed in. Mapato sends the invitation code
// (from /ref/NAME, ?ref=NAME or the field) and shows the server's errors (docs/design.md#front-end). After a
// server error the verification code and its answer stay: the member only fixes what was wrong.
// Once signed in, the phone's SMS code is asked for at once (ADR 033).
import { describeError, isSignedIn, requestPhoneVerification, signUpThenSignIn } from '@mapato/client';
import { parseReferralCode, toE164, SIGNUP_REDIRECT_MS, validateSignupForm } from '@mapato/core';
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
  useHydrated,
} from '@mapato/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { pb } from '../lib/session.ts';
import { earlyCaptchaCode, typedBeforeHydration, useFinishEarlyPress } from '../lib/typed-before-hydration.ts';
import { getLocale, localizedHref, m } from '@mapato/i18n';

const FIELDS = ['username', 'phone', 'password', 'passwordConfirm', 'code', 'invitationCode'] as const;

/** The referrer named by the address: /ref/NAME or /signup?ref=NAME. */
function invitationFromAddress(): string {
  const path = /^\/ref\/([^/]+)\/?$/.exec(window.location.pathname);
  const raw = path ? decodeURIComponent(path[1]!) : new URLSearchParams(window.location.search).get('ref');
  return parseReferralCode(raw) ?? '';
}

export default function SignupForm() {
  const hydrated = useHydrated();
  const formLabel = m.web_signUp();
  const captcha = useCaptcha(Math.random, earlyCaptchaCode(formLabel));
  const [typed] = useState(() => typedBeforeHydration(formLabel, FIELDS));
  const [username, setUsername] = useState(typed.username);
  const [phone, setPhone] = useState<string | undefined>(() => toE164(typed.phone) ?? undefined);
  const [password, setPassword] = useState(typed.password);
  const [passwordConfirm, setPasswordConfirm] = useState(typed.passwordConfirm);
  const [code, setCode] = useState(typed.code);
  const [invitation, setInvitation] = useState(typed.invitationCode);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [success, setSuccess] = useState(false);
  useFinishEarlyPress(formLabel);

  // The address is only known in the browser: the prerendered field is empty.
  useEffect(() => {
    const fromAddress = invitationFromAddress();
    if (fromAddress) setInvitation((current) => current || fromAddress);
  }, []);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(
      () => window.location.replace(localizedHref('/dashboard', getLocale())),
      SIGNUP_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [success]);

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
      if (isSignedIn(pb)) {
        setSuccess(true);
        // The SMS code is on its way while the dashboard loads (ADR 033); a failure only means
        // the dashboard offers "Send code" instead, so it never holds the member here.
        requestPhoneVerification(pb).catch(() => undefined);
      }
    } catch (err) {
      setError(describeError(err) || m.web_signupFailed());
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {/* method=post: a submit before the script can never put a password in a URL. */}
      <form method="post" className="flex flex-col gap-4" noValidate aria-label={formLabel} onSubmit={handleSubmit}>
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
        <PhoneField name="phone" required value={phone} onChange={setPhone} />
        <PasswordField
          name="password"
          required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={m.web_signupConfirmPassword()}
          name="passwordConfirm"
          required
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
        />
        <Field label={m.web_signupCode()} hint={m.web_signupCodeHint()}>
          <div className="flex flex-col gap-2">
            <Input
              name="code"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="max-w-40 uppercase"
            />
            {/* In the HTML too: the page's inline script draws a code on it before this island arrives. */}
            <CaptchaCanvas code={captcha.code} onRefresh={captcha.refresh} />
          </div>
        </Field>
        <Field label={m.web_signupInvitation()}>
          <Input
            name="invitationCode"
            autoCapitalize="none"
            value={invitation}
            onChange={(e) => setInvitation(e.target.value)}
          />
        </Field>
        {error ? <FieldError className="text-center">{error}</FieldError> : null}
        <div className="flex gap-3">
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() =>
              window.history.length > 1
                ? window.history.back()
                : window.location.assign(localizedHref('/', getLocale()))
            }
          >
            {m.web_signupBack()}
          </Button>
          {/* Disabled in the HTML: the page's inline script enables it (without JavaScript it stays so). */}
          <Button
            type="submit"
            size="lg"
            className="flex-1"
            disabled={!hydrated || loading}
            aria-busy={loading || undefined}
          >
            {loading ? m.web_signupSubmitting() : m.web_signupSubmit()}
          </Button>
        </div>
      </form>
      <Dialog open={success}>
        <DialogContent showCloseButton={false} onEscapeKeyDown={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{m.signupSuccessTitle()}</DialogTitle>
            <DialogDescription>{m.signupSuccessBody()}</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </>
  );
}
