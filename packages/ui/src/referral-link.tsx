// ReferralLink: the member's referral link (core's referralLink) in a read-only field, with a
// 'Copy Referral Link' button (docs/product.md#home-page). The clipboard is injected so tests and old
// browsers (no navigator.clipboard on plain http) can replace it.
import { referralLink } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useRef, useState } from 'react';
import { Button } from './button.tsx';
import { Field, type FieldProps } from './field.tsx';
import { Input } from './input.tsx';

export interface ReferralLinkProps extends Omit<FieldProps, 'label' | 'hint' | 'error' | 'required' | 'hideLabel'> {
  /** Site origin, e.g. 'https://mapato.co.ke'. */
  origin: string;
  username: string;
  /** Writes text to the clipboard; rejects when it cannot. */
  copy?: (text: string) => Promise<void>;
  label?: string;
}

/** Getters, read when drawn: in the page's language. */
export const REFERRAL_COPY_STATUS = {
  get copied() {
    return m.kit_referralCopied();
  },
  get failed() {
    return m.kit_referralCopyFailed();
  },
};

async function clipboardCopy(text: string): Promise<void> {
  // Inside an async function, a missing navigator.clipboard becomes a rejection, not a crash.
  await navigator.clipboard.writeText(text);
}

export function ReferralLink({
  origin,
  username,
  copy = clipboardCopy,
  label = m.kit_referralLabel(),
  ...props
}: ReferralLinkProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const link = referralLink(origin, username);

  async function handleCopy() {
    // Clearing first makes a second 'Copied!' a change, so screen readers announce it again.
    setStatus('');
    try {
      await copy(link);
      setStatus(REFERRAL_COPY_STATUS.copied);
    } catch {
      inputRef.current?.select();
      setStatus(REFERRAL_COPY_STATUS.failed);
    }
  }

  return (
    <Field data-slot="referral-link" label={label} {...props}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          type="url"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="bg-muted text-sm sm:flex-1"
        />
        <Button variant="secondary" onClick={handleCopy}>
          {m.kit_referralCopy()}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
    </Field>
  );
}
