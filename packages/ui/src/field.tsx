// Field: a label, the control(s) given as children, an optional hint and an error. The Field owns
// the control's id and hands it, with aria-describedby (hint, then error) and aria-invalid, to
// every Input or Textarea inside through context; other controls spread useFieldControl(props).
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { createContext, useContext, useId, type AriaAttributes, type ComponentProps, type ReactNode } from 'react';
import { Label } from './label.tsx';
import { cn } from './lib/cn.ts';

interface FieldState {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
}

const FieldContext = createContext<FieldState | null>(null);

export interface FieldProps extends Omit<ComponentProps<'div'>, 'id'> {
  label: ReactNode;
  /** Help under the control, read after the label (e.g. 'Available: KSh 2,500'). */
  hint?: ReactNode;
  /** Shown under the control, announced, and marks the control invalid. */
  error?: ReactNode;
  /** The control's id (the label points at it); generated when omitted. */
  id?: string;
  /** Marks the control required and the label with an asterisk (hidden from screen readers). */
  required?: boolean;
  /** A label for screen readers only, where the context already says what to type. */
  hideLabel?: boolean;
}

export function Field({
  label,
  hint,
  error,
  id,
  required,
  hideLabel = false,
  className,
  children,
  ...props
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const state: FieldState = {
    id: controlId,
    describedBy: [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required,
  };
  const labelElement = (
    <Label htmlFor={controlId}>
      {label}
      {required ? (
        <>
          {' '}
          <span aria-hidden="true">*</span>
        </>
      ) : null}
    </Label>
  );

  return (
    <div
      data-slot="field"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      {hideLabel ? <VisuallyHidden asChild>{labelElement}</VisuallyHidden> : labelElement}
      <FieldContext value={state}>{children}</FieldContext>
      {hint ? (
        <p id={hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** An error announced as it appears; Field renders one, a form may show its own (e.g. 'Invalid username or password'). */
export function FieldError({ className, ...props }: ComponentProps<'p'>) {
  return <p role="alert" data-slot="field-error" className={cn('text-sm text-danger', className)} {...props} />;
}

interface ControlProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * A control's props with its Field's wiring added: the Field's id (so the label points at it), the
 * caller's description then the hint and error, aria-invalid while there is an error. Outside a
 * Field the props are returned as they are.
 */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: field.id,
    required: props.required ?? field.required,
    'aria-describedby': [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}
