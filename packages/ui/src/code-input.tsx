// The box for a 6-digit code from an SMS (ADR 033): the phone's number pad, the code offered from
// the SMS itself (one-time-code), and only digits kept — used by the dashboard's verify card and
// password recovery alike.
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';
import { Input } from './input.tsx';

/** Digits of a code from an SMS. */
export const SMS_CODE_LENGTH = 6;

export function CodeInput({
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, 'onChange'> & { onValueChange: (code: string) => void }) {
  return (
    <Input
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={SMS_CODE_LENGTH}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, ''))}
      className={cn('max-w-40 tracking-widest', className)}
      {...props}
    />
  );
}
