// Input: the kit's one text box. Inside a Field it takes the Field's id, description and invalid
// state, so a form never wires label, hint and error to its inputs by hand.
import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';
import { cn } from './lib/cn.ts';

/** The look every text control shares (Input, Textarea); 44 px tall where it is one line. */
export const CONTROL_CLASS =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground aria-invalid:border-danger disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(CONTROL_CLASS, 'h-11', className)} {...useFieldControl(props)} />;
}
