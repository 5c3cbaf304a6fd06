// WithdrawalForm: 'Withdraw Funds' of docs/product.md#profit-and-withdrawal. Rules and messages are core's; each field shows
// its own error on submit and loses it when edited. With "Remember my details" ticked the form
// is kept as a local draft (docs/product.md#profit-and-withdrawal), which wins over the prefill on the next visit.
// Prefill and storage are read on mount only, like an input's defaultValue.
import {
  formatKsh,
  parseAmountInput,
  validateWithdrawalForm,
  withdrawalSubmitState,
  type WithdrawalField,
} from '@mapato/core';
import { m } from '@mapato/i18n';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { cn } from './lib/cn.ts';

export const WITHDRAWAL_DRAFT_KEY = 'mapato.withdrawalDraft';

export interface WithdrawalDraft {
  fullName: string;
  mpesaNumber: string;
  withdrawAmount: string;
  rememberDetails: boolean;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface WithdrawalValues {
  fullName: string;
  mpesaNumber: string;
  /** Whole shillings. */
  amount: number;
}

export interface WithdrawalFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Available balance in KSh. */
  balance: number;
  /** The member's real name, or empty when the profile has none (ADR 048). */
  defaultFullName?: string;
  /** The user's phone. */
  defaultMpesaNumber?: string;
  /** Sends the withdrawal; a rejection leaves the form as it is (the caller shows the toast). */
  onSubmit: (values: WithdrawalValues) => Promise<void>;
  /** Where the draft is kept: window.localStorage by default, null for nowhere. */
  storage?: DraftStorage | null;
  /** Asked after the form's own checks, before anything is sent; false sends nothing. */
  confirm?: (values: WithdrawalValues) => Promise<boolean>;
  /** Why the last send was refused (e.g. the daily limit): shown beside the button and announced. */
  error?: ReactNode;
}

const FIELDS: readonly WithdrawalField[] = ['fullName', 'mpesaNumber', 'withdrawAmount'];

function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/** The saved draft, or null when there is none or it is not a draft of ours. */
export function readWithdrawalDraft(storage: DraftStorage | null): WithdrawalDraft | null {
  try {
    const d: unknown = JSON.parse(storage?.getItem(WITHDRAWAL_DRAFT_KEY) ?? 'null');
    if (typeof d !== 'object' || d === null) return null;
    const { fullName, mpesaNumber, withdrawAmount, rememberDetails } = d as Record<string, unknown>;
    if (rememberDetails !== true || typeof fullName !== 'string' || typeof mpesaNumber !== 'string') return null;
    const amount = ['string', 'number'].includes(typeof withdrawAmount) ? String(withdrawAmount) : '';
    return { fullName, mpesaNumber, withdrawAmount: amount, rememberDetails };
  } catch {
    return null;
  }
}

export function WithdrawalForm({
  balance,
  defaultFullName = '',
  defaultMpesaNumber = '',
  onSubmit,
  storage,
  confirm,
  error,
  className,
  ...props
}: WithdrawalFormProps) {
  const errorId = useId();
  const store = storage === undefined ? browserStorage() : storage;
  const [draft, setDraft] = useState<WithdrawalDraft>(() => {
    const prefill = { fullName: defaultFullName, mpesaNumber: defaultMpesaNumber, withdrawAmount: '' };
    return readWithdrawalDraft(store) ?? { ...prefill, rememberDetails: false };
  });
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const [processing, setProcessing] = useState(false);
  // A second tap before the re-render must not send a second withdrawal.
  const sending = useRef(false);
  const submit = withdrawalSubmitState(balance, processing);

  useEffect(() => {
    try {
      if (draft.rememberDetails) store?.setItem(WITHDRAWAL_DRAFT_KEY, JSON.stringify(draft));
      else store?.removeItem(WITHDRAWAL_DRAFT_KEY);
    } catch {
      // Full or blocked storage: remembering is a convenience, never a reason to fail.
    }
  }, [store, draft]);

  function edit(field: WithdrawalField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submit.disabled || sending.current) return;
    const found = validateWithdrawalForm({ ...draft, balance });
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      (e.currentTarget.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    sending.current = true;
    const amount = parseAmountInput(draft.withdrawAmount)!; // validated above
    const values = { fullName: draft.fullName.trim(), mpesaNumber: draft.mpesaNumber.trim(), amount };
    // Nothing reads "Processing..." while the member is still deciding.
    if (confirm && !(await confirm(values).catch(() => false))) {
      sending.current = false;
      return;
    }
    setProcessing(true);
    try {
      await onSubmit(values);
      setDraft((d) => ({ ...d, withdrawAmount: '' }));
    } catch {
      // The caller shows the failure toast; the form stays as it is (docs/product.md#messages).
    } finally {
      sending.current = false;
      setProcessing(false);
    }
  }

  const field = (name: WithdrawalField, label: string, input: ComponentProps<'input'>, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]}>
      <Input name={name} value={draft[name]} onChange={(e) => edit(name, e.target.value)} required {...input} />
    </Field>
  );

  return (
    <form
      data-slot="withdrawal-form"
      aria-label={m.withdrawSubmit()}
      noValidate
      className={cn('flex flex-col gap-4', className)}
      onSubmit={handleSubmit}
      {...props}
    >
      {field('fullName', m.kit_withdrawFullName(), { type: 'text', autoComplete: 'name' })}
      {field('mpesaNumber', m.kit_withdrawMpesaNumber(), { type: 'tel', autoComplete: 'tel' })}
      {field(
        'withdrawAmount',
        m.kit_withdrawAmount(),
        { type: 'text', inputMode: 'numeric' },
        m.kit_withdrawAvailable({ amount: formatKsh(balance) }),
      )}
      <Label className="flex min-h-11 items-center gap-3 font-normal">
        <input
          type="checkbox"
          name="rememberDetails"
          checked={draft.rememberDetails}
          onChange={(e) => setDraft((d) => ({ ...d, rememberDetails: e.target.checked }))}
          className="h-5 w-5 accent-primary"
        />
        {m.kit_withdrawRemember()}
      </Label>
      <Button
        type="submit"
        size="lg"
        disabled={submit.disabled}
        aria-busy={processing || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {submit.label}
      </Button>
      {error ? (
        <p id={errorId} role="alert" data-slot="withdrawal-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
