// Forgot password (ADR 033): the account's phone → a code by SMS → the code and a new password
// → sign in again. Prerendered so step 1 paints at once on a slow line; the answer to step 1 is
// the same whether or not an account has the number (the server never says), so the page says
// "if an account has this number". Asked again within the minute (known number or not), nothing is
// sent: the page says so and counts down the server's wait, never "We sent" (ADR 046), and offers
// "I have a code" for the one asked for before. Errors are the server's, each under its own field.
import {
  confirmPasswordReset,
  fieldErrors,
  requestPasswordReset,
  RESEND_PAUSE_S,
  resendAllowedAt,
  resendWaitSeconds,
  secondsUntil,
  serverMessage,
} from '@mapato/client';
import { formatMpesaNumber, toE164 } from '@mapato/core';
import { Button, CodeInput, Field, FieldError, PasswordField, PhoneField, useHydrated } from '@mapato/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { pb } from '../lib/session.ts';
import { typedBeforeHydration } from '../lib/typed-before-hydration.ts';
import { getLocale, localizedHref, m } from '@mapato/i18n';

type Step = 'phone' | 'code' | 'done';

export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const formLabel = m.web_forgotHeading();
  const [typed] = useState(() => typedBeforeHydration(formLabel, ['phone']));
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState<string | undefined>(() => toE164(typed.phone) ?? undefined);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  // A refused request: when another may be asked for (epoch ms); `sent`: the server sent this code.
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const wait = useSecondsUntil(waitUntil);
  const codeInput = useRef<HTMLInputElement>(null);
  // The next thing to type is the code: the cursor goes there once the field is drawn (an effect,
  // not a timer: a busy phone may paint before the new step is committed).
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  async function run(action: () => Promise<void>, fallback: string) {
    if (loading) return;
    setErrors({});
    setError('');
    setLoading(true);
    try {
      await action();
    } catch (err) {
      // The pause between codes counts down here; a longer wait (the hourly limits) is the server's words.
      const allowedAt = resendAllowedAt(err);
      if (allowedAt !== null && resendWaitSeconds(err) <= RESEND_PAUSE_S) {
        setWaitUntil(allowedAt);
        return;
      }
      const fields = fieldErrors(err);
      setErrors(fields);
      // A phone refused on step 2 is shown there too: its field is on step 1.
      if (Object.keys(fields).length === 0 || fields.phone) setError(fields.phone ?? (serverMessage(err) || fallback));
    } finally {
      setLoading(false);
    }
  }

  function sendCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!phone) {
      setErrors({ phone: m.phoneInvalid() });
      return;
    }
    void run(async () => {
      await requestPasswordReset(pb, phone);
      setWaitUntil(null);
      setSent(true);
      setStep('code');
    }, m.web_forgotFailed());
  }

  function setNewPassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void run(async () => {
      await confirmPasswordReset(pb, { phone: phone ?? '', code, password, passwordConfirm });
      setStep('done');
    }, m.web_forgotFailed());
  }

  if (step === 'done') {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <p className="font-medium text-success">{m.web_forgotDone()}</p>
        <Button asChild size="lg">
          <a href={localizedHref('/login', getLocale())}>{m.web_signIn()}</a>
        </Button>
      </div>
    );
  }

  const errorLine = error ? <FieldError className="text-center">{error}</FieldError> : null;

  if (step === 'code') {
    return (
      <form method="post" className="flex flex-col gap-4" noValidate aria-label={formLabel} onSubmit={setNewPassword}>
        <p role="status" className="text-sm">
          {sent
            ? m.web_forgotSent({ phone: formatMpesaNumber(phone ?? '') })
            : m.web_forgotTypeEarlier({ phone: formatMpesaNumber(phone ?? '') })}
        </p>
        <Field label={m.web_forgotCode()} error={errors.code}>
          <CodeInput ref={codeInput} required value={code} onValueChange={setCode} />
        </Field>
        <PasswordField
          label={m.web_forgotNewPassword()}
          name="password"
          required
          autoComplete="new-password"
          error={errors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={m.web_forgotConfirmPassword()}
          name="passwordConfirm"
          required
          autoComplete="new-password"
          error={errors.passwordConfirm}
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
        />
        {errorLine}
        <Button type="submit" size="lg" disabled={loading} aria-busy={loading || undefined}>
          {loading ? m.web_forgotSubmitting() : m.web_forgotSubmit()}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setStep('phone')}>
          {m.web_forgotOtherNumber()}
        </Button>
      </form>
    );
  }

  return (
    // method=post: a submit before the script can never put the number in a URL.
    <form method="post" className="flex flex-col gap-4" noValidate aria-label={formLabel} onSubmit={sendCode}>
      <PhoneField
        name="phone"
        required
        value={phone}
        onChange={(next) => {
          setPhone(next);
          // The pause was for the number asked for; another number may be asked for at once.
          setWaitUntil(null);
        }}
        error={errors.phone}
      />
      {errors.phone ? null : errorLine}
      {wait > 0 ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {m.web_forgotNotSent({ seconds: wait })}
        </p>
      ) : null}
      {/* Disabled until the script is here: pressing it earlier could not send anything. */}
      <Button type="submit" size="lg" disabled={!hydrated || loading || wait > 0} aria-busy={loading || undefined}>
        {loading ? m.web_forgotSending() : m.web_forgotSendCode()}
      </Button>
      {waitUntil !== null ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setSent(false);
            setStep('code');
          }}
        >
          {m.web_forgotHaveCode()}
        </Button>
      ) : null}
    </form>
  );
}

/** Whole seconds until `at` (epoch ms; null: 0), ticking each second while above 0. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(at, now);
  useEffect(() => {
    setNow(Date.now());
  }, [at]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
