// PasswordField: a labelled password input with a show/hide toggle (spec §2 sign-in and sign-up).
// Input props go to the <input>; className styles the wrapper.
import { useId, useState, type ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Visible label: 'Password' or 'Confirm Password'. */
  label?: string;
  /** Hover hint (the input's title), e.g. 'Enter your account password.' on sign-in. */
  hint?: string;
  /** Message shown under the field and linked to it. */
  error?: string | null;
}

export const PASSWORD_TOGGLE_LABELS = { show: 'Show password', hide: 'Hide password' } as const;

export function PasswordField({
  label = 'Password',
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const [shown, setShown] = useState(false);

  return (
    <div data-slot="password-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          title={hint}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          className="h-11 w-full rounded-md border border-input bg-background py-2 pr-12 pl-3 text-base text-foreground aria-invalid:border-danger disabled:opacity-60"
          {...props}
        />
        <button
          type="button"
          aria-label={shown ? PASSWORD_TOGGLE_LABELS.hide : PASSWORD_TOGGLE_LABELS.show}
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
