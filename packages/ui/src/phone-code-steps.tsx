// PhoneCodeSteps: proving a phone number with the 6-digit code sent to it by SMS (ADR 033), for
// the account's phone (PhoneVerifyCard) and for another number to be paid to (PayoutNumberDialog).
// Before a code is on its way it offers "Send code", or "I have a code" for one an earlier visit
// asked for (a new code would replace it); after, the code field (one-time-code, so a
// phone can offer the SMS's code itself), Verify, and Resend, which waits out the server's pause
// with a visible countdown. "We sent" is said only for a code the server sent; a refused request
// (the pause between codes) says no code was sent and counts down the wait the server gave
// (ADR 046). The requests are the caller's; this only shows them.
import { formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { CodeInput } from './code-input.tsx';
import { Field } from './field.tsx';

export interface PhoneCodeStepsProps {
  /** The number being proved (E.164 or as typed), shown as Kenyans write it ('0712 345 678'). */
  phone: string;
  /** The server sent a code to `phone`: say so and show the code field (else only "Send code"). */
  codeSent: boolean;
  /** The last request was refused (429): no code went; the wait is `resendPauseSeconds`. */
  refused?: boolean;
  /** Checks the typed code; rejects to stay (the caller sets `error`). */
  onVerify: (code: string) => Promise<void>;
  /** Sends a (new) code. */
  onResend: () => Promise<void>;
  /** Seconds until another code may be asked for, counted down here. */
  resendPauseSeconds: number;
  /** The pause after each code this asks for (the server's, 60 s). */
  pauseAfterSend?: number;
  /** The server's message about the code or the request, shown under the code field. */
  error?: string | null;
  /** The id of the heading that names what is proved (the form's accessible name). */
  labelledBy: string;
  /** Another action beside Verify or Send code (a dialog's Cancel). */
  extraAction?: ReactNode;
}

const CODE = /^\d{6}$/;

export function PhoneCodeSteps({
  phone,
  codeSent,
  refused = false,
  onVerify,
  onResend,
  resendPauseSeconds,
  pauseAfterSend = 60,
  error,
  labelledBy,
  extraAction,
}: PhoneCodeStepsProps) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState('');
  const [busy, setBusy] = useState<'verify' | 'send' | null>(null);
  // A code from an earlier visit may be in the SMS inbox already: the member may type it.
  const [hasCode, setHasCode] = useState(false);
  const wait = useCountdown(resendPauseSeconds);
  const shown = formatMpesaNumber(phone);

  async function send() {
    setBusy('send');
    try {
      await onResend();
      wait.restart(pauseAfterSend);
      setCode('');
    } catch {
      // The caller shows why (error); the button is free to try again.
    } finally {
      setBusy(null);
    }
  }

  async function verify(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // The server's own rule, checked here first so a slow line is not spent on a typo.
    const typed = code.replace(/\s+/g, '');
    setFormatError(CODE.test(typed) ? '' : m.phoneCodeFormat());
    if (!CODE.test(typed)) return;
    setBusy('verify');
    try {
      await onVerify(typed);
    } catch {
      // Shown through `error`.
    } finally {
      setBusy(null);
    }
  }

  const fieldError = formatError || error || null;
  const waiting = wait.seconds > 0 ? <ResendWait seconds={wait.seconds} refused={refused} /> : null;

  return codeSent || hasCode ? (
    <form className="flex flex-col gap-3" noValidate onSubmit={verify} aria-labelledby={labelledBy}>
      <p className="text-sm">
        {codeSent ? m.kit_verifySent({ phone: shown }) : m.kit_verifyTypeEarlier({ phone: shown })}
      </p>
      <Field label={m.kit_verifyCodeLabel()} error={fieldError}>
        <CodeInput value={code} onValueChange={setCode} className="text-lg" />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy !== null} aria-busy={busy === 'verify' || undefined}>
          {busy === 'verify' ? m.kit_verifySubmitting() : m.kit_verifySubmit()}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void send()}
          disabled={busy !== null || wait.seconds > 0}
          aria-busy={busy === 'send' || undefined}
        >
          {busy === 'send' ? m.kit_verifySending() : m.kit_verifyResend()}
        </Button>
        {extraAction}
      </div>
      {waiting}
    </form>
  ) : (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm">{m.kit_verifyWillSend({ phone: shown })}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {waiting}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void send()}
          disabled={busy !== null || wait.seconds > 0}
          aria-busy={busy === 'send' || undefined}
        >
          {busy === 'send' ? m.kit_verifySending() : m.kit_verifySendCode()}
        </Button>
        <Button type="button" variant="outline" onClick={() => setHasCode(true)} disabled={busy !== null}>
          {m.kit_verifyHaveCode()}
        </Button>
        {extraAction}
      </div>
    </div>
  );
}

/**
 * The wait before another code may be asked for; after a refusal it first says that none was sent
 * (a live region, so a screen reader hears why no SMS comes). Long waits (the hourly limit) in minutes.
 */
function ResendWait({ seconds, refused }: { seconds: number; refused: boolean }) {
  const left =
    seconds > 120
      ? m.kit_verifyResendInMinutes({ minutes: Math.ceil(seconds / 60) })
      : m.kit_verifyResendIn({ seconds });
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {refused ? `${m.kit_verifyNotSent()} ` : null}
      {left}
    </p>
  );
}

/** Whole seconds left, ticking down to 0; `restart` starts again, as does a new `initial`. */
function useCountdown(initial: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initial * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setEndsAt(Date.now() + initial * 1000);
    setNow(Date.now());
  }, [initial]);
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, endsAt]);
  return {
    seconds,
    restart: (s: number) => {
      setEndsAt(Date.now() + s * 1000);
      setNow(Date.now());
    },
  };
}
