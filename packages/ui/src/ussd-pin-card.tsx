// UssdPinCard: the member sets the 4-digit PIN the USSD menu asks for (ADR 034), with
// the account password. The PIN's rule is core's (the server's), checked here before anything is
// sent; the server's field errors are shown under their fields. The request is the caller's.
import { checkUssdPin, USSD_PIN_LENGTH } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { PasswordField } from './password-field.tsx';

export interface UssdPinFields {
  pin: string;
  pinConfirm: string;
  password: string;
}

export interface UssdPinCardProps extends Omit<ComponentProps<typeof Card>, 'onSubmit'> {
  /** Saves the PIN; rejects to keep the form (the caller sets `errors` / `error`). */
  onSubmit: (change: UssdPinFields) => Promise<void>;
  /** The server's field errors: pin, pinConfirm, password. */
  errors?: Partial<Record<keyof UssdPinFields, string>>;
  /** A message that is no field's. */
  error?: string | null;
  /** The USSD code to dial ('*384*6272#'), named when the server has one; '' or absent: not named. */
  dialCode?: string;
}

export function UssdPinCard({ onSubmit, errors = {}, error, dialCode, ...props }: UssdPinCardProps) {
  const titleId = useId();
  const [pin, setPin] = useState('');
  const [pinConfirm, setPinConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Partial<Record<keyof UssdPinFields, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const weak = checkUssdPin(pin);
    const problems = {
      ...(weak ? { pin: weak } : pinConfirm !== pin ? { pinConfirm: m.ussdPinMismatch() } : {}),
    };
    setLocal(problems);
    setSaved(false);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({ pin, pinConfirm, password });
      setPin('');
      setPinConfirm('');
      setPassword('');
      setSaved(true);
    } catch {
      // Shown through `errors` / `error`.
    } finally {
      setSaving(false);
    }
  }

  const shown = { ...errors, ...local };
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, USSD_PIN_LENGTH);
  const pinInput = {
    inputMode: 'numeric',
    pattern: '[0-9]*',
    maxLength: USSD_PIN_LENGTH,
    autoComplete: 'off',
  } as const;

  return (
    <Card data-slot="ussd-pin-card" aria-labelledby={titleId} {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{m.kit_ussdTitle()}</CardTitle>
        <CardDescription>{dialCode ? m.kit_ussdExplainDial({ code: dialCode }) : m.kit_ussdExplain()}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Field label={m.kit_ussdPin()} error={shown.pin}>
            <Input
              name="pin"
              type="password"
              {...pinInput}
              value={pin}
              onChange={(e) => setPin(digits(e.target.value))}
              className="max-w-40 tracking-widest"
            />
          </Field>
          <Field label={m.kit_ussdPinConfirm()} error={shown.pinConfirm}>
            <Input
              name="pinConfirm"
              type="password"
              {...pinInput}
              value={pinConfirm}
              onChange={(e) => setPinConfirm(digits(e.target.value))}
              className="max-w-40 tracking-widest"
            />
          </Field>
          <PasswordField
            label={m.kit_ussdPassword()}
            name="password"
            autoComplete="current-password"
            error={shown.password}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          {saved ? (
            <p role="status" className="text-sm font-medium text-success">
              {m.kit_ussdSaved()}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={saving} aria-busy={saving || undefined}>
            {saving ? m.kit_ussdSaving() : m.kit_ussdSubmit()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
