// PasswordField: a labelled password input with a show/hide toggle (docs/product.md#sign-in, docs/product.md#sign-up).
// Input props go to the <input>; className styles the wrapper.
import { m } from '@mapato/i18n';
import { useState, type ComponentProps } from 'react';
import { Field } from './field.tsx';
import { Icon } from './icon.tsx';
import { Input } from './input.tsx';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Visible label: 'Password' or 'Confirm Password'. */
  label?: string;
  /** Hover hint (the input's title), e.g. 'Enter your account password.' on sign-in. */
  hint?: string;
  /** Message shown under the field and linked to it. */
  error?: string | null;
}

/** Getters, read when drawn: in the page's language. */
export const PASSWORD_TOGGLE_LABELS = {
  get show() {
    return m.kit_passwordShow();
  },
  get hide() {
    return m.kit_passwordHide();
  },
};

export function PasswordField({
  label = m.kit_passwordLabel(),
  hint,
  error,
  id,
  className,
  ...props
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);

  return (
    <Field data-slot="password-field" label={label} error={error} id={id} className={className}>
      <div className="relative">
        <Input type={shown ? 'text' : 'password'} title={hint} className="pr-12" {...props} />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
        >
          <Icon
            name={shown ? 'eye-off' : 'eye'}
            label={shown ? PASSWORD_TOGGLE_LABELS.hide : PASSWORD_TOGGLE_LABELS.show}
          />
        </button>
      </div>
    </Field>
  );
}
